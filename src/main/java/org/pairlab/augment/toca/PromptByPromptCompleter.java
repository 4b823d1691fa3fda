package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.List;

/** A completer that answers each prompt on its own, with no use for the seed: the embedded completers. */
interface PromptByPromptCompleter extends TemplateCompleter {
    /** The captions proposed for one prompt, best first (may be empty). */
    List<String> completeOne(SampledPrompt prompt);

    @Override
    default List<List<String>> complete(List<SampledPrompt> prompts, long seed) {
        List<List<String>> out = new ArrayList<>(prompts.size());
        for (SampledPrompt p : prompts) {
            out.add(completeOne(p));
        }
        return out;
    }
}
