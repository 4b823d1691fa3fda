package org.pairlab.augment.toca;

import java.util.List;

/**
 * The words a structure template dropped from one of its captions, by position: {@code before.get(i)} stood before
 * item i, the last entry after the last item. "A man riding a horse" gives {@code [[a], [], [a], []]} for
 * {@code [N] [VBG] [N]}. The embedded completion puts them back (the model choosing among a template's captions).
 */
public record Restoration(List<List<String>> before) {
    public Restoration {
        before = before.stream().map(List::copyOf).toList();
    }
}
