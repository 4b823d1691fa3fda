package org.pairlab.augment;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.pairlab.text.TaggedCaption;
import org.pairlab.text.TaggedToken;

/**
 * Synonym replacement (Zhang et al. 2015, seed 002 section 2.4.2): of the m caption words that have WordNet synonyms
 * of the same POS, r ~ geometric(p) are replaced, each by the synonym of index s ~ geometric(q) in a list ordered by
 * use. Synonyms come from {@link SynonymSource} (single words of the word's most used sense, no proper nouns, no
 * object words); words naming the sample's boxed objects are never replaced ({@link ProtectedWords}, the list CutSwap
 * uses); a {@link RewriteCheck} decides whether each rewrite is kept.
 */
public final class SynonymRewriter extends TypedRewriter<SynonymParams> {
    private final TextTools tools;
    private final SynonymSource source;
    private final RewriteCheck check;

    public SynonymRewriter(TextTools tools) {
        this(tools, RewriteCheck.ACCEPT_ALL);
    }

    public SynonymRewriter(TextTools tools, RewriteCheck check) {
        super(SynonymParams.class);
        this.tools = tools;
        this.source = new SynonymSource(tools.wordNet());
        this.check = check;
    }

    @Override
    public String method() {
        return "synonym";
    }

    @Override
    public String displayName() {
        return "Synonym replacement";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.real("p", 0.5, 0.01, 0.99, "Geometric parameter of the number of words replaced, P[r] ~ p^r"),
                ParameterSpec.real("q", 0.5, 0.01, 0.99, "Geometric parameter of the synonym rank, P[s] ~ q^s"),
                CaptionMix.parameter("all"),
                FluencyCheck.parameter());
    }

    @Override
    public List<String> rewrite(SourceSample source, List<String> captions, SynonymParams params, Random random,
                                AugmentContext context) {
        double p = params.p();
        double q = params.q();
        ProtectedWords protect = ProtectedWords.of(source.boxes(), context.project());
        RewriteCheck fluent = FluencyCheck.of(context, params.maxFluencyDrop());
        return CaptionMix.apply(captions, params.mix(), random,
                c -> RewriteCheck.firstAccepted(c, () -> rewriteOne(tools.tagger().tag(c), protect, p, q, random),
                        check, fluent),
                "no replaceable word in the captions");
    }

    /** One caption with r of its replaceable words swapped for synonyms; empty when none is replaceable. */
    public Optional<String> rewriteOne(TaggedCaption caption, ProtectedWords protect, double p, double q, Random random) {
        List<TaggedToken> toks = caption.tokens();
        List<Integer> replaceable = new ArrayList<>();
        List<List<String>> synonyms = new ArrayList<>();
        for (int i = 0; i < toks.size(); i++) {
            TaggedToken t = toks.get(i);
            List<String> syn = source.synonyms(t, protect, SynonymSource.inCompound(toks, i));
            synonyms.add(syn);
            if (!syn.isEmpty()) {
                replaceable.add(i);
            }
        }
        if (replaceable.isEmpty()) {
            return Optional.empty();
        }
        int r = Geometric.draw(random, p, 1, replaceable.size());
        List<Integer> chosen = new ArrayList<>(replaceable);
        Collections.shuffle(chosen, random);
        String[] out = new String[toks.size()];
        for (int i : chosen.subList(0, r)) {
            List<String> syn = synonyms.get(i);
            int s = Geometric.draw(random, q, 0, syn.size() - 1);
            out[i] = syn.get(s);
        }
        for (int i = 0; i + 1 < toks.size(); i++) {
            String a = toks.get(i).text();
            if (out[i + 1] != null && out[i] == null && (a.equalsIgnoreCase("a") || a.equalsIgnoreCase("an"))) {
                out[i] = SynonymSource.article(a, out[i + 1]); // "A picture" -> "An image"
            }
        }
        return Optional.of(TokenText.replace(caption.text(), toks, out));
    }
}
