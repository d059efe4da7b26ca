"""The shared shell every game stands on: files and paths, settings, saves, logs, i18n, audio."""
