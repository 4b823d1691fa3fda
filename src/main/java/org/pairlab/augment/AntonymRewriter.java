package org.pairlab.augment;

import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.pairlab.project.LexiconEntry;
import org.pairlab.project.Project;

/**
 * Antonym negation (seed 003): rewrites captions with a project lexicon through {@link AntonymNegation}. The built-in
 * face lexicon (Table 3) and the {@link GeneralLexicon} are stored in the project the first time they are used, so
 * the user can edit them.
 */
public final class AntonymRewriter extends TypedRewriter<AntonymParams> {
    private final TextTools tools;
    // The last lexicon prepared; building one tags its verb entries, so reuse it while the lexicon is unchanged.
    private final AtomicReference<Prepared> last = new AtomicReference<>();

    private record Prepared(List<LexiconEntry> entries, AntonymNegation negation) {
    }

    public AntonymRewriter(TextTools tools) {
        super(AntonymParams.class);
        this.tools = tools;
    }

    @Override
    public String method() {
        return "antonym";
    }

    @Override
    public String displayName() {
        return "Antonym negation";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                new ParameterSpec("lexicon", ParameterSpec.Type.TEXT, FaceLexicon.NAME, null, null, List.of(),
                        "The project lexicon of words and their negated antonyms (built-in: face, seed 003 Table 3; general, "
                                + "adjectives of everyday objects)"),
                CaptionMix.parameter("3:2"));
    }

    /** The entries of a lexicon, seeding the built-in face lexicon on first use. */
    public static List<LexiconEntry> lexicon(Project project, String name) {
        List<LexiconEntry> entries = project.lexicons().entries(name);
        if (entries.isEmpty() && GeneralLexicon.builtIn(name).isPresent()) {
            // Seed only when missing: a write per sample would queue behind the job's own chunk commits.
            project.lexicons().seedIfAbsent(name, GeneralLexicon.builtIn(name).get());
            entries = project.lexicons().entries(name);
        }
        if (entries.isEmpty()) {
            throw new IllegalArgumentException("The project has no lexicon '" + name + "'; it has "
                    + project.lexicons().names() + " (import one with: pairlab lexicon FILE import PATH --name " + name + ")");
        }
        return entries;
    }

    AntonymNegation negation(List<LexiconEntry> entries) {
        Prepared p = last.get();
        if (p == null || !p.entries().equals(entries)) {
            p = new Prepared(entries, new AntonymNegation(entries, tools.tagger()));
            last.set(p);
        }
        return p.negation();
    }

    @Override
    public List<String> rewrite(SourceSample source, List<String> captions, AntonymParams params, Random random,
                                AugmentContext context) {
        AntonymNegation negation = negation(lexicon(context.project(), params.lexicon()));
        String mix = params.mix();
        return CaptionMix.apply(captions, mix, random, c -> negation.rewrite(tools.tagger().tag(c)),
                "no lexicon word in the captions");
    }
}
