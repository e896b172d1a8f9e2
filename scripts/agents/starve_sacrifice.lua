-- starve_sacrifice.lua - an agent for `lua:PATH` that plays the tactic of
-- the Al-manqala notes (../shared/seeds/003): "giving up a singleton can stop
-- the opponent feeding you, and so win you all the seeds left on the board
-- under the starvation rule" (AM.E1: when the opponent of an empty row cannot
-- feed it, the starved player takes every seed still on the board).
--
-- Strategy: a uniformly random legal pit, except that when some legal move
-- leaves the mover's own row empty (once its captures are made) and no move
-- of the opponent can then sow a seed into that row, it plays such a move
-- (at random among them): the sacrifice, after which AM.E1 ends the game and
-- gives the mover the rest. It draws pos.random() exactly once per move in
-- every case, like starve_control.lua, so the two agents play the same game
-- until the first sacrifice.
--
-- The look-ahead models Al-manqala's default rules: one counter-clockwise
-- lap, the origin pit receiving a seed on a lap of 2N or more (AM.Q3 `sow`),
-- a capture on 2 or 4 in either row with the backward chain along the track
-- (AM.C1-C3, AM.Q4 `track`), feeding by reaching the row (AM.Q1 `reach`).
-- Under other rules it is a heuristic, never an illegal move (it only
-- chooses among pos.legal).
return function(pos)
  local r = pos.random()                       -- one draw per move, always
  local n = pos.row
  local pits = 2 * n
  local me = pos.to_move
  local mine_lo = me * n                       -- first pit of the mover's row
  local function own(p) return p >= mine_lo and p < mine_lo + n end

  local sacrifices = {}
  for _, pit in ipairs(pos.legal) do
    local b = {}
    for i = 1, pits do b[i] = pos.board[i] end
    local s = b[pit + 1]
    b[pit + 1] = 0
    local at = pit
    for _ = 1, s do
      at = (at + 1) % pits
      b[at + 1] = b[at + 1] + 1
    end
    -- capture on 2 or 4, then backwards while the pits hold 2 or 4
    local k = 0
    while k < pits and (b[at + 1] == 2 or b[at + 1] == 4) do
      b[at + 1] = 0
      at = (at - 1) % pits
      k = k + 1
    end
    local left, rest = 0, 0
    for p = 0, pits - 1 do
      if own(p) then left = left + b[p + 1] else rest = rest + b[p + 1] end
    end
    if left == 0 and rest > 0 then
      -- can any move of the opponent reach the mover's row?
      local feeds = false
      for p = 0, pits - 1 do
        if not own(p) and b[p + 1] > 0 and b[p + 1] >= (mine_lo - p) % pits then
          feeds = true
        end
      end
      if not feeds then sacrifices[#sacrifices + 1] = pit end
    end
  end
  if #sacrifices > 0 then
    return sacrifices[1 + math.floor(r * #sacrifices)]
  end
  return pos.legal[1 + math.floor(r * #pos.legal)]
end
