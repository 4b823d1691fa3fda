package org.pairlab.augment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.project.Box;
import org.pairlab.project.BoxSource;
import org.pairlab.project.Caption;
import org.pairlab.project.NewCandidate;
import org.pairlab.text.WordDiff;

/** What a candidate changed against its source: caption word diffs and the boxes to outline (preview, review, CLI). */
public final class CandidateDiff {
    private CandidateDiff() {
    }

    /** Each candidate caption diffed against the original caption it is closest to (fewest changed characters). */
    public static List<List<WordDiff.Segment>> captionDiffs(List<Caption> originals, List<String> revised) {
        List<List<WordDiff.Segment>> out = new ArrayList<>();
        for (String r : revised) {
            List<WordDiff.Segment> best = WordDiff.diff("", r);
            int bestChanged = Integer.MAX_VALUE;
            for (Caption c : originals) {
                List<WordDiff.Segment> d = WordDiff.diff(c.text(), r);
                int changed = d.stream().filter(WordDiff.Segment::changed).mapToInt(x -> x.text().length()).sum();
                if (changed < bestChanged) {
                    best = d;
                    bestChanged = changed;
                }
            }
            out.add(best);
        }
        return out;
    }

    /**
     * Candidate boxes to outline: those whose geometry or category differs from the source box of the same id, those
     * with no source box, and any box the recipe lists under {@code replaced_boxes}.
     */
    public static List<Box> changedBoxes(List<Box> source, NewCandidate k) {
        Map<Long, Box> byId = new LinkedHashMap<>();
        source.forEach(b -> byId.put(b.id(), b));
        List<Box> out = new ArrayList<>();
        for (Box b : k.boxes()) {
            Box o = byId.get(b.id());
            if (o == null || !o.category().equals(b.category()) || !sameGeometry(o, b)) {
                out.add(b);
            }
        }
        // Resolved against the candidate's own boxes, so a replaced box shows its (new) category.
        for (Box b : replacedBoxes(k.boxes(), k.recipe().details())) {
            if (out.stream().noneMatch(x -> sameGeometry(x, b))) {
                out.add(b);
            }
        }
        return out;
    }

    /** Source boxes a candidate changed: same id as a changed candidate box, or listed as replaced. */
    public static List<Box> sourceBoxesTouched(List<Box> source, List<Box> changed, NewCandidate k) {
        List<Box> out = new ArrayList<>();
        for (Box b : source) {
            if (changed.stream().anyMatch(c -> c.id() == b.id())) {
                out.add(b);
            }
        }
        out.addAll(replacedBoxes(source, k.recipe().details()));
        return out;
    }

    /**
     * Reads {@code details.replaced_boxes} in the shapes methods write it: box ids, [x, y, w, h] arrays (as COCO
     * export writes them) or objects with an id or x/y/w/h. Anything else is ignored: highlighting is a courtesy.
     */
    public static List<Box> replacedBoxes(List<Box> source, Map<String, Object> details) {
        List<Box> out = new ArrayList<>();
        if (!(details.get("replaced_boxes") instanceof List<?> list)) {
            return out;
        }
        for (Object o : list) {
            if (o instanceof Number id) {
                source.stream().filter(b -> b.id() == id.longValue()).findFirst().ifPresent(out::add);
            } else if (o instanceof List<?> xywh && xywh.size() == 4 && xywh.stream().allMatch(v -> v instanceof Number)) {
                out.add(atSamePlace(source, box(-1, "replaced", xywh.get(0), xywh.get(1), xywh.get(2), xywh.get(3))));
            } else if (o instanceof Map<?, ?> m) {
                if (m.get("x") instanceof Number && m.get("y") instanceof Number && m.get("w") instanceof Number
                        && m.get("h") instanceof Number) {
                    Object cat = m.get("category");
                    long id = m.get("id") instanceof Number n ? n.longValue() : -1;
                    out.add(box(id, cat == null ? "replaced" : cat.toString(), m.get("x"), m.get("y"), m.get("w"), m.get("h")));
                } else if (m.get("id") instanceof Number id) {
                    source.stream().filter(b -> b.id() == id.longValue()).findFirst().ifPresent(out::add);
                }
            }
        }
        return out;
    }

    /** The box of {@code boxes} with the geometry of {@code b} (it has an id and a category), else {@code b}. */
    private static Box atSamePlace(List<Box> boxes, Box b) {
        return boxes.stream().filter(x -> sameGeometry(x, b)).findFirst().orElse(b);
    }

    private static Box box(long id, String category, Object x, Object y, Object w, Object h) {
        return new Box(id, category, ((Number) x).doubleValue(), ((Number) y).doubleValue(), ((Number) w).doubleValue(),
                ((Number) h).doubleValue(), null, BoxSource.IMPORTED, false);
    }

    private static boolean sameGeometry(Box a, Box b) {
        // Half a pixel: boxes that went through JSON or float maths are still the same box.
        return Math.abs(a.x() - b.x()) < 0.5 && Math.abs(a.y() - b.y()) < 0.5 && Math.abs(a.w() - b.w()) < 0.5
                && Math.abs(a.h() - b.h()) < 0.5;
    }

    /** One box per place: a replaced box listed in the recipe is the same box as the source box it names. */
    public static List<Box> distinct(List<Box> boxes) {
        List<Box> out = new ArrayList<>();
        for (Box b : boxes) {
            if (out.stream().noneMatch(x -> sameGeometry(x, b))) {
                out.add(b);
            }
        }
        return out;
    }
}
