package org.pairlab.lm;

/**
 * What a {@link LanguageModel} remembers of the words so far (an n-gram context, a recurrent hidden state).
 * Opaque to callers; states are immutable and may be shared between beams.
 */
public interface LmState {
}
