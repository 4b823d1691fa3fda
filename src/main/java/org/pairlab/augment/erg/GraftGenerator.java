package org.pairlab.augment.erg;

import java.util.List;
import org.pairlab.text.TaggedCaption;

/** Writes retrieved style phrases into a factual caption (Algorithm 1's GENERATE): the embedded grafter or an LLM. */
public interface GraftGenerator {
    /** A short description for recipes and output, e.g. {@code "embedded"} or {@code "llm qwen2.5:7b"}. */
    String describe();

    /** Candidate captions for {@code factual}, from the phrases of the scenes {@code matches} found in {@code model}. */
    List<Graft> proposals(TaggedCaption factual, List<SceneMatch> matches, ErgModel model);
}
