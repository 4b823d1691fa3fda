package org.pairlab.augment.cutswap;

import org.pairlab.text.TaggedCaption;

/** Tags a caption into tokens with UD POS tags and lemmas ({@link NounLemmaTagger} or CaptionTagger). */
@FunctionalInterface
public interface Tagging {
    TaggedCaption tag(String caption);
}
