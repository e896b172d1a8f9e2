-- lint: limits-shadow (the ply limit at 100 comes before the endless rule's 150 quiet plies)
return {
  name = "lint: limits-shadow",
  board = { row = 3 },
  setup = { deal = "equal", total = 24 },
  capture = { counts = { 2, 4 } },
  finish = { endless = { detect = "plies", plies = 150, rest = "split" } },
  limits = { plies = 100 },
}
