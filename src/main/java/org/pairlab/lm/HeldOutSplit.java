package org.pairlab.lm;

import java.util.ArrayList;
import java.util.List;

/**
 * Captions split into training and held-out parts: every {@code k}-th caption is held out, so the split is the same on
 * every run and spreads over the whole corpus (datasets are stored in import order, not shuffled).
 *
 * @param train   captions the model learns from
 * @param heldOut captions only scored
 */
public record HeldOutSplit(List<String> train, List<String> heldOut) {
    /** One caption in ten held out, as the Language models view trains. */
    public static final int EVERY = 10;

    public HeldOutSplit {
        train = List.copyOf(train);
        heldOut = List.copyOf(heldOut);
    }

    /** Holds out captions {@code every-1, 2*every-1, ...}; with fewer than {@code every} captions none is held out. */
    public static HeldOutSplit of(List<String> captions, int every) {
        List<String> train = new ArrayList<>();
        List<String> held = new ArrayList<>();
        for (int i = 0; i < captions.size(); i++) {
            (i % every == every - 1 ? held : train).add(captions.get(i));
        }
        return new HeldOutSplit(train, held);
    }
}
