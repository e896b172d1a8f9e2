-- leftmost_capture.lua - an example agent for `lua:PATH` (see engine/agents/lua.c).
--
-- Strategy: the lowest legal pit whose last seed would make its landing pit
-- hold 2, 4 or 6 seeds (a capture in Mangala II and, for 2 and 4, in the
-- other specs); when no move captures, the pit with the most seeds (ties to
-- the lowest), whose long sowing spreads seeds away from the mover's row.
-- It looks at a plain single counter-clockwise lap only (no relay, no skipped
-- origin), so under other rules it is a heuristic, never an illegal move.
--
-- The script returns one function, called once per move with
--   pos = { board = {...} (board[1] is pit 0), to_move = 0|1,
--           captured = { c0, c1 }, legal = { pits... } (ascending),
--           ply = n, row = N, random = function() -> [0,1) }
-- and it must return one of pos.legal.
return function(pos)
  local pits = 2 * pos.row
  for _, pit in ipairs(pos.legal) do
    local seeds = pos.board[pit + 1]              -- Lua arrays are 1-based
    local last = (pit + seeds) % pits             -- where the last seed falls
    -- seeds the landing pit ends with: what it held, plus one per pass over it
    -- (the origin pit itself was emptied first)
    local held = (last == pit) and 0 or pos.board[last + 1]
    local after = held + (seeds + pits - 1 - ((last - pit - 1) % pits)) // pits
    if after == 2 or after == 4 or after == 6 then
      return pit
    end
  end
  local best, most = pos.legal[1], -1
  for _, pit in ipairs(pos.legal) do
    if pos.board[pit + 1] > most then best, most = pit, pos.board[pit + 1] end
  end
  return best
end
