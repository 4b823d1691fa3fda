package org.pairlab.augment.cutswap;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pairlab.augment.Reboxed;
import org.pairlab.project.Box;
import org.pairlab.project.Candidate;
import org.pairlab.project.Project;

/**
 * Redoes a CutSwap recipe after the reviewer edited boxes of its target or patch sample. The boxes pasted over
 * become the target's current boxes of the swapped object's category that were replaced before, newly drawn, or
 * relabelled into it; protected boxes and the patch follow their boxes' new geometry. A recipe whose replaced
 * boxes or patch box were deleted cannot be rendered, and says so.
 */
final class CutSwapRebox {
    private CutSwapRebox() {
    }

    @SuppressWarnings("unchecked")
    static Reboxed rebox(Candidate k, Project project) {
        Map<String, Object> d = k.recipe().details();
        String objectCategory = (String) ((Map<String, Object>) d.get("object")).get("category");
        String newCategory = (String) ((Map<String, Object>) d.get("new_object")).get("category");
        List<Box> current = project.samples().boxes(k.sampleId());
        Set<Long> replacedBefore = idsAt(k.boxes(), (List<List<Number>>) d.get("replaced_boxes"));
        Set<Long> protectedBefore = idsAt(k.boxes(), (List<List<Number>>) d.get("protected_boxes"));
        Map<Long, Box> before = new HashMap<>();
        k.boxes().forEach(b -> before.put(b.id(), b));

        List<List<Double>> targets = new ArrayList<>();
        List<List<Double>> protect = new ArrayList<>();
        List<Box> boxes = new ArrayList<>();
        Set<Long> targetIds = new HashSet<>();
        for (Box b : current) {
            Box old = before.get(b.id());
            boolean usable = !b.crowd() && b.category().equals(objectCategory) && b.w() >= 1 && b.h() >= 1;
            // Drawn anew, replaced before, or relabelled into the category (before it carried another one).
            boolean target = usable && (old == null || replacedBefore.contains(b.id())
                    || !old.category().equals(objectCategory) && !old.category().equals(newCategory));
            if (target) {
                targets.add(xywh(b));
                targetIds.add(b.id());
                boxes.add(new Box(b.id(), newCategory, b.x(), b.y(), b.w(), b.h(), b.score(), b.source(), b.crowd()));
            } else {
                boxes.add(b);
                if (protectedBefore.contains(b.id())) {
                    protect.add(xywh(b));
                }
            }
        }
        if (targets.isEmpty()) {
            throw new IllegalStateException("candidate " + k.id() + ": no box of '" + objectCategory + "' is left on sample "
                    + k.sampleId() + " to paste the " + newCategory + " over");
        }
        Map<String, Object> details = new LinkedHashMap<>(d);
        details.put("replaced_boxes", targets);
        details.put("protected_boxes", protect);
        details.put("patch_source", patch((Map<String, Object>) d.get("patch_source"), project, k.id()));
        return new Reboxed(details, boxes);
    }

    /** The patch with its box's current geometry (the reviewer may have fixed the patch sample's box too). */
    private static Map<String, Object> patch(Map<String, Object> patch, Project project, long candidateId) {
        long sampleId = ((Number) patch.get("sample_id")).longValue();
        long boxId = ((Number) patch.get("box_id")).longValue();
        Box box = project.samples().boxes(sampleId).stream().filter(b -> b.id() == boxId).findFirst()
                .orElseThrow(() -> new IllegalStateException("candidate " + candidateId + ": its patch box " + boxId
                        + " was deleted from sample " + sampleId));
        Map<String, Object> out = new LinkedHashMap<>(patch);
        out.put("box", xywh(box));
        return out;
    }

    private static Set<Long> idsAt(List<Box> boxes, List<List<Number>> rects) {
        Set<Long> out = new HashSet<>();
        for (List<Number> r : rects == null ? List.<List<Number>>of() : rects) {
            for (Box b : boxes) {
                if (b.x() == r.get(0).doubleValue() && b.y() == r.get(1).doubleValue() && b.w() == r.get(2).doubleValue()
                        && b.h() == r.get(3).doubleValue()) {
                    out.add(b.id());
                }
            }
        }
        return out;
    }

    private static List<Double> xywh(Box b) {
        return List.of(b.x(), b.y(), b.w(), b.h());
    }
}
