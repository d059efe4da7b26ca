"""Tea-Time Race: a Wonderland family board game for the desktop."""

__version__ = "0.1.0"
