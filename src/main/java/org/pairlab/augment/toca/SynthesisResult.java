package org.pairlab.augment.toca;

import java.util.List;

/** The captions a run kept, in the order they were made, and its report. */
public record SynthesisResult(List<SynthesizedCaption> captions, SynthesisReport report) {
    public SynthesisResult {
        captions = List.copyOf(captions);
    }
}
