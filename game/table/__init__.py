"""The table kit: what every game's table is made of, written once.

Each game is a package of its rules, its bots and its drawing; the pieces of a table that
all three share (the play scene's frame, bot seats, the bots' hurry, undo courtesy, the
curtain, seat setup, remembered tables, the record shell, the watch scene, the results
sheet, the console's reports) live here and are composed by the games. This package may import
`game.shell`, `game.ui` and `game.scenes`; it never imports a game package.
"""
