package org.pairlab.augment.toca;

/** A run stopped before it had the captions asked for; carries what it did keep. */
public final class SynthesisShortfallException extends RuntimeException {
    private final transient SynthesisResult partial;

    SynthesisShortfallException(String message, SynthesisResult partial) {
        super(message);
        this.partial = partial;
    }

    /** The captions kept before the run gave up, and its report. */
    public SynthesisResult partial() {
        return partial;
    }
}
