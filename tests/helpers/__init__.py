"""Test helpers shared by the games' and the shell's tests (one copy each, no fixtures
copied between folders)."""
