"""Drawing and input helpers for the scenes: theme, text, images, widgets, board views."""
