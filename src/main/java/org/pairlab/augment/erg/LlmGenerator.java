package org.pairlab.augment.erg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pairlab.lm.llm.GenerationOptions;
import org.pairlab.lm.llm.PromptTemplate;
import org.pairlab.lm.llm.TextGenerator;
import org.pairlab.text.TaggedCaption;

/**
 * The paper's GPT-2 role played by an LLM endpoint: for the most similar scenes, the prompt asks for the factual
 * caption rewritten with the scene's style phrase; the answers are ranked and filtered like embedded grafts. The
 * prompt is a user-editable template with {@code {caption}}, {@code {phrase}}, {@code {style}} and
 * {@code {example}} (the stylized caption the phrase came from).
 */
public final class LlmGenerator implements GraftGenerator {
    /** The placeholders a prompt may use. */
    public static final Set<String> PLACEHOLDERS = Set.of("caption", "phrase", "style", "example");
    /** The default prompt. */
    public static final String DEFAULT_PROMPT = """
            Rewrite this image caption in a {style} style by working in the style phrase "{phrase}" (taken from \
            the {style} caption "{example}"). Keep every fact of the caption and most of its words in their order; \
            change as little as you can. Answer with the new caption only, on one line.
            Caption: {caption}""";
    /** Scenes whose phrase is offered to the LLM, most similar first. */
    static final int SCENES = 3;
    private static final String SYSTEM = "You rewrite image captions. You answer with one caption and nothing else.";

    private final TextGenerator llm;
    private final PromptTemplate prompt;
    private final GenerationOptions options;

    /** A generator asking {@code llm} with {@code prompt} (see {@link #PLACEHOLDERS}). */
    public LlmGenerator(TextGenerator llm, PromptTemplate prompt, GenerationOptions options) {
        this.llm = llm;
        this.prompt = prompt;
        this.options = options;
    }

    /** The default prompt, parsed. */
    public static PromptTemplate defaultPrompt() {
        return PromptTemplate.parse(DEFAULT_PROMPT, "the default ERG prompt", PLACEHOLDERS);
    }

    @Override
    public String describe() {
        return llm.describe();
    }

    @Override
    public List<Graft> proposals(TaggedCaption factual, List<SceneMatch> matches, ErgModel model) {
        List<Graft> out = new ArrayList<>();
        int asked = 0;
        for (SceneMatch m : matches) {
            StylePhrase phrase = model.phrases().get(m.item());
            if (phrase.isEmpty() || asked >= SCENES) {
                continue;
            }
            asked++;
            String user = prompt.fill(Map.of("caption", factual.text(), "phrase", phrase.phrase(), "style",
                    model.target(), "example", phrase.caption()));
            for (String answer : llm.complete(SYSTEM, user, options)) {
                String text = firstLine(answer);
                if (text.isEmpty()) {
                    continue;
                }
                int at = text.toLowerCase(java.util.Locale.ROOT).indexOf(phrase.phrase());
                out.add(new Graft(text, phrase.phrase(), at, at < 0 ? -1 : at + phrase.phrase().length(),
                        GraftPlacement.LLM, m.item()));
            }
        }
        return out;
    }

    /** The answer's first non-empty line without surrounding quotes. */
    static String firstLine(String answer) {
        for (String line : answer.split("\\R")) {
            String t = line.strip();
            if (t.regionMatches(true, 0, "caption:", 0, 8)) {
                t = t.substring(8).strip();
            }
            if (t.length() >= 2 && (t.startsWith("\"") && t.endsWith("\""))) {
                t = t.substring(1, t.length() - 1).strip();
            }
            if (!t.isEmpty()) {
                return t;
            }
        }
        return "";
    }
}
