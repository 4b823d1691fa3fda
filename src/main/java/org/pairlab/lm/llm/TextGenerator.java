package org.pairlab.lm.llm;

import java.util.List;

/**
 * Generates text from a prompt: what caption methods (ToCa, ERG) call when an LLM writes captions. It gives no
 * per-token probabilities, so it is not a {@link org.pairlab.lm.LanguageModel}.
 */
public interface TextGenerator {
    /** A short description for recipes, e.g. {@code "llm qwen2.5:7b"}. */
    String describe();

    /** {@code options.count()} answers to one prompt, answer i asked with seed {@code options.seed() + i}. */
    List<String> complete(String system, String user, GenerationOptions options);

    /** The answers to several prompts (each {@code options.count()} long), in prompt order. */
    default List<List<String>> completeAll(List<ChatPrompt> prompts, GenerationOptions options) {
        return prompts.stream().map(p -> complete(p.system(), p.user(), options)).toList();
    }
}
