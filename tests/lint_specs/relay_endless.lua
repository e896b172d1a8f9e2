-- lint: relay-endless (every count relays, none captures: a turn never ends)
return {
  name = "lint: relay-endless",
  board = { row = 2 },
  setup = { deal = "equal", total = 8 },
  sow = { relay = function(c) return c >= 1 end },
  capture = { counts = { 100 } },
}
