package org.pairlab.augment.toca;

import java.util.List;

/**
 * A structure template with N_Gs, the number of corpus captions that have it (eq. 4), and the first such caption.
 *
 * @param firstCaption  index in the corpus of the first caption with this template
 * @param restorations  the distinct ways its captions filled the dropped positions, in corpus order
 */
public record TemplateCount(StructureTemplate template, int count, int firstCaption, List<Restoration> restorations) {
    public TemplateCount {
        restorations = List.copyOf(restorations);
    }
}
