"""The race's screens: the table (play), setup, results, hints, Continue and How to Play."""
