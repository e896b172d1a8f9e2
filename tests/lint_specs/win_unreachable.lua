-- lint: threshold-unreachable on finish.win_needs (a win needs 30 of 24 seeds)
return {
  name = "lint: win_needs unreachable",
  board = { row = 3 },
  setup = { deal = "equal", total = 24 },
  capture = { counts = { 2, 4 } },
  finish = { win_needs = 30 },
}
