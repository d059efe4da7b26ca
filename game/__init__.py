"""Wonderland Parlour: three Wonderland family games in one box, for the desktop."""

__version__ = "0.1.0"
