"""The word game's screens: setup, the table (play), results, resume, watch, pages."""
