-- lint: limits-shadow (the quiet backstop at 30 plies comes before the endless proof)
return {
  name = "lint: limits-shadow",
  board = { row = 3 },
  setup = { deal = "equal", total = 24 },
  capture = { counts = { 2, 4 } },
  limits = { quiet = 30 },
}
