-- lint: relay-shadowed (4 both relays and captures: the capture wins)
return {
  name = "lint: relay-shadowed",
  board = { row = 3 },
  setup = { deal = "equal", total = 24 },
  sow = { relay = { 3, 4 } },
  capture = { counts = { 2, 4 } },
}
