package org.pairlab.augment;

import java.util.List;
import java.util.Map;
import org.pairlab.project.Box;

/** A candidate's recipe details and boxes redone for its source sample's current (edited) boxes. */
public record Reboxed(Map<String, Object> details, List<Box> boxes) {
    public Reboxed {
        details = Map.copyOf(details);
        boxes = List.copyOf(boxes);
    }
}
