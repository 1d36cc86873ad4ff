/**
 * `::video{id title}` in an article: our video `id` played with the YouTube id the Mediathek lists for it.
 * An unpublished or unknown video (and one while the list loads) shows the "coming soon" note.
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectVideoHostingId, videosRequested } from '../videos/videosSlice';
import VideoEmbed from '../videos/VideoEmbed';

export default function ArticleVideo({ id, title }: { id: string; title: string }) {
  const dispatch = useAppDispatch();
  const hostingId = useAppSelector((state) => selectVideoHostingId(state, id));
  useEffect(() => {
    dispatch(videosRequested());
  }, [dispatch]);
  return <VideoEmbed hostingId={hostingId} title={title} />;
}
