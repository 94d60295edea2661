-- What a version's website and pitch content were written from, so the content
-- page can say when they no longer follow its core messaging:
-- written_from: the core messaging they were written from (NULL: the version's own);
-- hand_edited: the paths of the fields written by hand since, which a sync keeps;
-- interview_at: the interview's last save the version was written from (NULL for
-- versions written before: their created_at stands in).
ALTER TABLE content_versions ADD COLUMN written_from TEXT;
ALTER TABLE content_versions ADD COLUMN hand_edited TEXT NOT NULL DEFAULT '[]';
ALTER TABLE content_versions ADD COLUMN interview_at TEXT;
