"""The screens of the game, as scenes on the app's stack (Tuxemon-style contract)."""
