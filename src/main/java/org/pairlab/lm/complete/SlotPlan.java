package org.pairlab.lm.complete;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pairlab.lm.LmTokenizer;

/**
 * A template laid out in the model's tokens for one search, with the bookkeeping of where the required words may go:
 * which units each word fits, and whether the words still missing can be placed in the units left (a bipartite
 * matching, memoised per position).
 */
final class SlotPlan {
    /** What a unit takes. */
    enum Kind { FIXED, OPEN, GAP }

    /** One position of the template in the model's tokens: a fixed token, an open slot or a gap. */
    record Unit(Kind kind, int slot, String token, PosClass pos, int min, int max) {
    }

    /** Where a hypothesis stands: next unit, words in it so far (gaps), required words placed. */
    private record Position(int unit, int gapCount, long mask) {
    }

    private final List<Unit> units = new ArrayList<>();
    private final List<String> required;
    private final boolean requiredInGaps;
    /** For each required word, the units it fits: open slots of its class and fixed words equal to it. */
    private final List<Set<Integer>> fitsUnits = new ArrayList<>();
    private final Map<Position, Boolean> placeable = new HashMap<>();

    SlotPlan(Template template, LmTokenizer tokenizer, Lexicon lexicon, List<String> required, boolean requiredInGaps) {
        this.required = required;
        this.requiredInGaps = requiredInGaps;
        List<Slot> slots = template.slots();
        for (int s = 0; s < slots.size(); s++) {
            Slot slot = slots.get(s);
            if (slot instanceof Slot.Fixed f) {
                // A fixed word may be several tokens ("don't") or none (punctuation the tokenizer drops).
                for (String t : tokenizer.tokenize(f.word())) {
                    units.add(new Unit(Kind.FIXED, s, t, null, 1, 1));
                }
            } else if (slot instanceof Slot.Open o) {
                units.add(new Unit(Kind.OPEN, s, null, o.pos(), 1, 1));
            } else if (slot instanceof Slot.Gap g) {
                units.add(new Unit(Kind.GAP, s, null, null, g.min(), g.max()));
            }
        }
        for (String w : required) {
            Set<Integer> fits = new HashSet<>();
            for (int u = 0; u < units.size(); u++) {
                Unit unit = units.get(u);
                if (unit.kind == Kind.OPEN && lexicon.fits(w, unit.pos)
                        || unit.kind == Kind.FIXED && unit.token.equals(w)) {
                    fits.add(u);
                }
            }
            fitsUnits.add(fits);
        }
    }

    List<Unit> units() {
        return units;
    }

    /** Whether required word {@code r} may go in unit {@code u} (gaps aside). */
    boolean fits(int r, int u) {
        return fitsUnits.get(r).contains(u);
    }

    /**
     * Whether the required words missing from {@code mask} can still be placed from unit {@code u} on, gap {@code u}
     * already holding {@code c} words.
     */
    boolean canPlace(int u, int c, long mask) {
        return placeable.computeIfAbsent(new Position(u, c, mask), x -> match(u, c, mask));
    }

    private boolean match(int from, int c, long mask) {
        int gapRoom = 0;
        for (int u = from; u < units.size(); u++) {
            Unit unit = units.get(u);
            if (unit.kind == Kind.GAP) {
                gapRoom += unit.max - (u == from ? c : 0);
            }
        }
        int[] owner = new int[units.size()];
        Arrays.fill(owner, -1);
        int unmatched = 0;
        for (int r = 0; r < required.size(); r++) {
            if ((mask & (1L << r)) == 0 && !augment(r, from, owner, new boolean[units.size()])) {
                unmatched++;
            }
        }
        // Gaps take any word, so the words no slot can take need only gap room (a maximum matching leaves fewest).
        return unmatched == 0 || requiredInGaps && unmatched <= gapRoom;
    }

    /** Kuhn's augmenting path: finds a unit for word {@code r}, moving earlier words if need be. */
    private boolean augment(int r, int from, int[] owner, boolean[] visited) {
        for (int u : fitsUnits.get(r)) {
            if (u < from || visited[u]) {
                continue;
            }
            visited[u] = true;
            if (owner[u] < 0 || augment(owner[u], from, owner, visited)) {
                owner[u] = r;
                return true;
            }
        }
        return false;
    }
}
