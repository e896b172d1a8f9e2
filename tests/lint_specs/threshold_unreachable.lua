-- lint: threshold-unreachable (a threshold above the 24 seeds)
return {
  name = "lint: threshold-unreachable",
  board = { row = 3 },
  setup = { deal = "equal", total = 24 },
  capture = { counts = { 2, 4 } },
  finish = { threshold = 30, at_threshold = "stop" },
}
