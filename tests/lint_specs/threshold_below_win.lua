-- lint: threshold-below-win (play stops at 10, a win needs 13)
return {
  name = "lint: threshold-below-win",
  board = { row = 3 },
  setup = { deal = "equal", total = 24 },
  capture = { counts = { 2, 4 } },
  finish = { threshold = 10, at_threshold = "stop", win_needs = 13 },
}
