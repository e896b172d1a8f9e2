-- lint: no-capture (no count captures; board_empty is the only end)
return {
  name = "lint: no-capture",
  board = { row = 2 },
  setup = { deal = "equal", total = 8 },
  capture = { counts = {} },
}
