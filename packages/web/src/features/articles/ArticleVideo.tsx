/**
 * `::video{id title}` in an article: our video `id` played with the YouTube id the Mediathek lists for it.
 * An unpublished or unknown video (and one while the list loads) shows nothing: a card for a video that
 * does not exist yet would promise what the site cannot show (issue #19).
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { selectVideoHostingId, videosRequested } from '../videos/videosSlice';
import VideoEmbed from '../videos/VideoEmbed';

export default function ArticleVideo({ id, title }: { id: string; title: string }) {
  const dispatch = useAppDispatch();
  const hostingId = useAppSelector((state) => selectVideoHostingId(state, id));
  useEffect(() => {
    dispatch(videosRequested());
  }, [dispatch]);
  return hostingId ? <VideoEmbed hostingId={hostingId} title={title} /> : null;
}
