package org.pairlab.augment;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.pairlab.text.TaggedToken;

/**
 * Baseline: Easy Data Augmentation (Wei and Zou 2019, cited in seed 002 section 2.4.2), one operation per run: random
 * swap, random deletion, random insertion of a synonym, or synonym replacement, with n = max(1, alpha * words) and
 * alpha = 0.1 as in the paper. Like EDA it works on words and drops punctuation (a final period is kept); it does not
 * keep grammar, which is why it is offered as a baseline. Synonym replacement and insertion take their words from
 * {@link SynonymSource} (single-word synonyms of the most used sense, inflected; the sample's boxed-object words are
 * never replaced); a {@link RewriteCheck} decides whether each rewrite is kept.
 */
public final class EdaRewriter extends TypedRewriter<EdaParams> {
    // EDA's stop words (the NLTK list it ships), trimmed to those that occur in captions.
    private static final Set<String> STOP_WORDS = Set.of("i", "me", "my", "we", "our", "you", "your", "he", "him", "his",
            "she", "her", "it", "its", "they", "them", "their", "what", "which", "who", "this", "that", "these", "those",
            "am", "is", "are", "was", "were", "be", "been", "being", "have", "has", "had", "having", "do", "does", "did",
            "a", "an", "the", "and", "but", "if", "or", "because", "as", "until", "while", "of", "at", "by", "for", "with",
            "about", "against", "between", "into", "through", "during", "before", "after", "above", "below", "to", "from",
            "up", "down", "in", "out", "on", "off", "over", "under", "again", "then", "once", "here", "there", "when",
            "where", "why", "how", "all", "any", "both", "each", "few", "more", "most", "other", "some", "such", "no",
            "nor", "not", "only", "own", "same", "so", "than", "too", "very", "s", "t", "can", "will", "just", "don",
            "should", "now");

    private final TextTools tools;
    private final SynonymSource synonyms;
    private final RewriteCheck check;

    public EdaRewriter(TextTools tools) {
        this(tools, RewriteCheck.ACCEPT_ALL);
    }

    /** @param check decides whether each rewritten caption is kept (see {@link RewriteCheck}) */
    public EdaRewriter(TextTools tools, RewriteCheck check) {
        super(EdaParams.class);
        this.tools = tools;
        this.synonyms = new SynonymSource(tools.wordNet());
        this.check = check;
    }

    @Override
    public String method() {
        return "eda";
    }

    @Override
    public String displayName() {
        return "EDA (baseline)";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.choice("op", "synonym", List.of("swap", "delete", "insert", "synonym"),
                        "EDA operation: random swap, random deletion, random insertion or synonym replacement"),
                ParameterSpec.real("alpha", 0.1, 0.01, 0.5, "Share of words changed (EDA's alpha)"),
                CaptionMix.parameter("all"),
                ParameterSpec.real(FluencyCheck.PARAMETER, FluencyCheck.DEFAULT_DROP, 0.0, 10.0,
                        "With op synonym: drop rewrites whose log-probability per word, under the project's caption "
                                + "language model, falls more than this below the source caption's (10 keeps all)"));
    }

    @Override
    public List<String> rewrite(SourceSample source, List<String> captions, EdaParams params, Random random,
                                AugmentContext context) {
        String op = params.op();
        double alpha = params.alpha();
        ProtectedWords protect = ProtectedWords.of(source.boxes(), context.project());
        // Swap, deletion and insertion are EDA's noise by design (the baseline); only its synonym replacement is held
        // to the language model, as synonym replacement is. Every op's grammar is scored on the candidate anyway.
        RewriteCheck fluent = "synonym".equals(op) ? FluencyCheck.of(context, params.maxFluencyDrop()) : RewriteCheck.ACCEPT_ALL;
        return CaptionMix.apply(captions, params.mix(), random,
                c -> RewriteCheck.firstAccepted(c, () -> rewriteOne(c, op, alpha, protect, random), check, fluent),
                "EDA " + op + " changed no caption");
    }

    public Optional<String> rewriteOne(String caption, String op, double alpha, ProtectedWords protect, Random random) {
        List<TaggedToken> tokens = tools.tagger().tag(caption).tokens().stream()
                .filter(t -> !t.pos().equals("PUNCT")).toList();
        if (tokens.isEmpty()) {
            return Optional.empty();
        }
        List<String> original = tokens.stream().map(TaggedToken::text).toList();
        List<String> words = new ArrayList<>(original);
        int n = Math.max(1, (int) (alpha * words.size()));
        switch (op) {
            case "swap" -> swap(words, n, random);
            case "delete" -> delete(words, alpha, random);
            case "insert" -> insert(tokens, words, n, protect, random);
            case "synonym" -> replace(tokens, words, n, protect, random);
            default -> throw new IllegalArgumentException("Unknown EDA operation '" + op + "'");
        }
        if (words.equals(original)) {
            return Optional.empty(); // e.g. deletion drew no word: dropping punctuation alone is no rewrite
        }
        String text = String.join(" ", words);
        if (caption.strip().endsWith(".")) {
            text = text + ".";
        }
        return Optional.of(text);
    }

    private static void swap(List<String> words, int n, Random random) {
        if (words.size() < 2) {
            return;
        }
        for (int k = 0; k < n; k++) {
            int i = random.nextInt(words.size());
            int j = random.nextInt(words.size());
            for (int tries = 0; j == i && tries < 3; tries++) {
                j = random.nextInt(words.size());
            }
            Collections.swap(words, i, j);
        }
    }

    private static void delete(List<String> words, double p, Random random) {
        if (words.size() == 1) {
            return;
        }
        List<String> kept = new ArrayList<>();
        for (String w : words) {
            if (random.nextDouble() > p) {
                kept.add(w);
            }
        }
        if (kept.isEmpty()) {
            kept.add(words.get(random.nextInt(words.size())));
        }
        words.clear();
        words.addAll(kept);
    }

    private void insert(List<TaggedToken> tokens, List<String> words, int n, ProtectedWords protect, Random random) {
        // Tokens in random order, so a caption with any word that has a synonym gets its insertions.
        List<TaggedToken> order = new ArrayList<>(tokens);
        Collections.shuffle(order, random);
        int done = 0;
        for (TaggedToken t : order) {
            if (done == n) {
                break;
            }
            List<String> syn = synonyms(t, protect);
            if (!syn.isEmpty()) {
                words.add(random.nextInt(words.size() + 1), syn.get(random.nextInt(syn.size())));
                done++;
            }
        }
    }

    private void replace(List<TaggedToken> tokens, List<String> words, int n, ProtectedWords protect, Random random) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            if (!STOP_WORDS.contains(tokens.get(i).text().toLowerCase(Locale.ROOT)) && !protect.protects(tokens.get(i))) {
                order.add(i);
            }
        }
        Collections.shuffle(order, random);
        int done = 0;
        for (int i : order) {
            List<String> syn = STOP_WORDS.contains(tokens.get(i).text().toLowerCase(Locale.ROOT)) ? List.of()
                    : synonyms.synonyms(tokens.get(i), protect, SynonymSource.inCompound(tokens, i));
            if (!syn.isEmpty()) {
                words.set(i, syn.get(random.nextInt(syn.size())));
                if (++done >= n) {
                    break;
                }
            }
        }
    }

    private List<String> synonyms(TaggedToken t, ProtectedWords protect) {
        if (STOP_WORDS.contains(t.text().toLowerCase(Locale.ROOT))) {
            return List.of();
        }
        return synonyms.synonyms(t, protect);
    }
}
