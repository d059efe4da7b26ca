"""A headless app for the Parade's screens (English, no settings file, no saves)."""

from tests.helpers.apps import bare_app as app

__all__ = ["app"]
