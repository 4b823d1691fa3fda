package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pairlab.lm.llm.ChatPrompt;
import org.pairlab.lm.llm.GenerationOptions;
import org.pairlab.lm.llm.PromptTemplate;
import org.pairlab.lm.llm.TextGenerator;

/**
 * ToCa's LLM completion (§3.2): each masked template s' goes to an OpenAI-compatible endpoint through a
 * {@link TextGenerator}, in a user prompt whose {@code {template}} (s') and {@code {words}} (the drawn words,
 * comma-separated) PairLab fills; {@code {structure}} (the POS template) may be used too. The answer's first line is
 * the caption. Prompts go out in batches, so the endpoint's concurrency is used.
 */
public final class LlmCompleter implements TemplateCompleter {
    /** The placeholders a ToCa prompt may use. */
    public static final Set<String> PLACEHOLDERS = Set.of("template", "words", "structure");
    /** The system prompt. */
    public static final String SYSTEM = "You write short, factual image captions in plain English.";
    /** The user prompt used when none is given. */
    public static final String DEFAULT_PROMPT = """
            Complete this image caption template into one fluent, plausible caption of a photo.
            Fill each [ ] with zero or more words; keep every other word, in its order.
            Template: {template}
            Words that must appear: {words}
            Answer with the caption only.""";

    private final TextGenerator generator;
    private final PromptTemplate prompt;
    private final double temperature;
    private final int batchSize;

    /**
     * A completer asking {@code generator} with {@code prompt} (its placeholders must be among
     * {@link #PLACEHOLDERS}) at {@code temperature}, {@code batchSize} prompts at a time.
     */
    public LlmCompleter(TextGenerator generator, PromptTemplate prompt, double temperature, int batchSize) {
        for (String p : prompt.placeholders()) {
            if (!PLACEHOLDERS.contains(p)) {
                throw new IllegalArgumentException("prompt " + prompt.source() + ": unknown placeholder {" + p
                        + "}; ToCa fills {template}, {words} and {structure}");
            }
        }
        if (!prompt.placeholders().contains("template")) {
            throw new IllegalArgumentException("prompt " + prompt.source() + " has no {template} placeholder");
        }
        if (batchSize < 1) {
            throw new IllegalArgumentException("batch size must be at least 1, got " + batchSize);
        }
        this.generator = generator;
        this.prompt = prompt;
        this.temperature = temperature;
        this.batchSize = batchSize;
    }

    /** The built-in prompt. */
    public static PromptTemplate defaultPrompt() {
        return PromptTemplate.parse(DEFAULT_PROMPT, "the built-in ToCa prompt", PLACEHOLDERS);
    }

    /** The user prompt for one draw. */
    public String userPrompt(SampledPrompt p) {
        return prompt.fill(Map.of("template", p.masked(), "words", String.join(", ", p.wordTexts()),
                "structure", p.template().toString()));
    }

    @Override
    public String label() {
        return "llm";
    }

    @Override
    public String describe() {
        return generator.describe();
    }

    @Override
    public List<List<String>> complete(List<SampledPrompt> prompts, long seed) {
        List<ChatPrompt> chats = new ArrayList<>(prompts.size());
        for (SampledPrompt p : prompts) {
            chats.add(new ChatPrompt(SYSTEM, userPrompt(p)));
        }
        List<List<String>> answers = generator.completeAll(chats, new GenerationOptions(temperature, 64, seed, 1));
        List<List<String>> out = new ArrayList<>(answers.size());
        for (List<String> a : answers) {
            out.add(a.stream().map(LlmCompleter::caption).filter(c -> !c.isEmpty()).toList());
        }
        return out;
    }

    /** The caption in an answer: its first non-blank line, without a "Caption:" label, quotes or left-over masks. */
    static String caption(String answer) {
        for (String line : answer.split("\\R")) {
            String s = line.strip().replaceFirst("(?i)^(caption|answer)\\s*:\\s*", "").replace("[ ]", " ")
                    .replace("[]", " ").strip();
            while (s.length() >= 2 && "\"'“”".indexOf(s.charAt(0)) >= 0 && "\"'“”".indexOf(s.charAt(s.length() - 1)) >= 0) {
                s = s.substring(1, s.length() - 1).strip();
            }
            if (!s.isEmpty()) {
                return CaptionText.tidy(s);
            }
        }
        return "";
    }

    @Override
    public boolean deterministic() {
        return false;
    }

    @Override
    public int batchSize() {
        return batchSize;
    }
}
