package org.pairlab.augment.erg;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.pairlab.text.WordNetLookup;
import java.util.Set;
import org.pairlab.lm.grammar.CaptionGrammar;
import org.pairlab.lm.grammar.GrammarIssue;
import org.pairlab.ml.WordEmbedder;
import org.pairlab.text.TaggedCaption;

/**
 * Runs Algorithm 1's RETRIEVE and GENERATE with the filters for factual captions: retrieve the K most similar
 * stylized scenes, graft each scene's style phrase every way the {@link EmbeddedGenerator} knows, score all with
 * {@link GraftRanker}, keep the best. Thread-safe; {@link #stylizeAll} uses every core.
 */
public final class Stylizer {
    /** When the K scenes give no usable phrase, this many more are searched. */
    private static final int WIDER_SEARCH = 64;
    /** The best grafts checked for grammar, in order, before the best one is taken anyway. */
    static final int GRAMMAR_CHECKED = 4;
    /** How many of the corpus's most stylish phrases are tried when retrieval gives nothing in the style. */
    static final int ANCHORS = 64;
    private final Map<CaptionSubject, List<Integer>> anchors = new java.util.concurrent.ConcurrentHashMap<>();
    private final ErgModel model;
    private final WordEmbedder embedder;
    private final EmbeddedGenerator reader;
    private final GraftGenerator generator;
    private final CaptionGrammar grammar;
    private final GraftRanker ranker;

    /**
     * A stylizer over {@code model}, embedding queries with {@code embedder} (the model's own encoder), reading
     * captions with {@code reader}, writing grafts with {@code generator} and checking their grammar with
     * {@code grammar}'s own (tagger-based) rules.
     */
    public Stylizer(ErgModel model, WordEmbedder embedder, EmbeddedGenerator reader, GraftGenerator generator,
            CaptionGrammar grammar) {
        this.model = model;
        this.embedder = embedder;
        this.reader = reader;
        this.generator = generator;
        this.grammar = grammar;
        this.ranker = new GraftRanker(model);
    }

    /** WordNet, for the {@link PhraseBank} class of nouns its word lists miss (loaded on first use). */
    private final WordNetLookup wordNet = new WordNetLookup();

    /** The model it runs. */
    public ErgModel model() {
        return model;
    }

    /**
     * Stylizes every caption, in input order; {@code done} is told each finished index. Candidates are found in
     * parallel, then chosen in input order so a phrase already chosen often is penalised ({@link PhraseUsage}):
     * the same input gives the same output.
     */
    public List<Stylization> stylizeAll(List<String> factual, IntConsumer done) {
        List<float[]> vectors = new ArrayList<>(factual.size());
        for (int i = 0; i < factual.size(); i += 256) {
            vectors.addAll(embedder.embed(factual.subList(i, Math.min(factual.size(), i + 256))));
        }
        List<Candidates> all = IntStream.range(0, factual.size()).parallel().mapToObj(i -> {
            Candidates c = candidates(factual.get(i), SceneQuery.text(vectors.get(i)));
            done.accept(i);
            return c;
        }).toList();
        PhraseUsage usage = new PhraseUsage();
        List<Stylization> out = new ArrayList<>(all.size());
        for (Candidates c : all) {
            Stylization s = choose(c, usage);
            usage.add(s.graft().phrase());
            out.add(s);
        }
        return out;
    }

    /** Stylizes one caption whose sentence vector is {@code vector} (t2t retrieval only). */
    public Stylization stylize(String factual, float[] vector) {
        return stylize(factual, vector, Optional.empty());
    }

    /**
     * Stylizes one caption whose sentence vector is {@code vector}; with {@code imageVector} (the sample's CLIP image
     * vector) and the model's CLIP index, stylized captions near the image are retrieved too (i2t) and merged with
     * the t2t scenes, each scene keeping its higher similarity.
     */
    public Stylization stylize(String factual, float[] vector, Optional<float[]> imageVector) {
        return stylize(factual, new SceneQuery(vector, imageVector, Optional.empty()));
    }

    /**
     * Stylizes one caption, retrieving scenes every way the model's options switch on and {@code query} allows:
     * t2t by the caption's sentence vector, i2t by the image against CLIP text vectors of the stylized captions,
     * t2i by the caption's CLIP text vector and i2i by the image against CLIP vectors of the stylized images.
     */
    public Stylization stylize(String factual, SceneQuery query) {
        return choose(candidates(factual, query), new PhraseUsage());
    }

    /**
     * {@link #stylize(String, SceneQuery)} within a run whose earlier choices are {@code usage}: phrases and bank
     * clauses chosen often already are penalised, as in {@link #stylizeAll}. The caller counts the choice it keeps.
     */
    Stylization stylize(String factual, SceneQuery query, PhraseUsage usage) {
        return choose(candidates(factual, query), usage);
    }

    /**
     * One factual caption's scored grafts and the scenes they came from.
     *
     * @param tagged  the factual caption, tagged
     * @param subject who or what it is about
     * @param matches the scenes retrieved, most similar first
     * @param scored  every graft, scored
     */
    record Candidates(TaggedCaption tagged, CaptionSubject subject, List<SceneMatch> matches,
            List<GraftRanker.Scored> scored) {
    }

    /** The scenes every switched-on retrieval finds for {@code query}, merged (t2t as well when nothing else ran). */
    private List<SceneMatch> retrieve(SceneQuery query, int k) {
        var types = model.options().retrieval();
        List<SceneMatch> matches = new ArrayList<>();
        if (query.image().isPresent() && model.clipIndex().isPresent() && types.contains(RetrievalType.I2T)) {
            matches = merge(matches, model.clipIndex().get().search(query.image().get(), k, -1, RetrievalType.I2T));
        }
        if (model.imageIndex().isPresent()) {
            SceneImages images = model.imageIndex().get();
            if (query.clipText().isPresent() && types.contains(RetrievalType.T2I)) {
                matches = merge(matches, images.search(query.clipText().get(), k, RetrievalType.T2I));
            }
            if (query.image().isPresent() && types.contains(RetrievalType.I2I)) {
                matches = merge(matches, images.search(query.image().get(), k, RetrievalType.I2I));
            }
        }
        if (types.contains(RetrievalType.T2T) || matches.isEmpty()) {
            matches = merge(model.textIndex().search(query.text(), k, -1, RetrievalType.T2T), matches);
        }
        return matches;
    }

    /**
     * The least similarity (MiniLM cosine, caption to scene) a retrieved phrase's scene needs (round 9r): the phrase
     * fit its scene's setting as well as its action ("sitting ... looking for mermaids" came from a fountain, "to
     * find a fish" from a pool); the last-resort searches reached scenes at similarity 0.0 to 0.2. The paper's filter
     * (0.6) still decides {@code kept}.
     * Round 10: read by {@link #sceneSimilarity}, the scene's content without its phrase counting too.
     * Round 14: 0.6, the paper's own threshold (Fig. 3), up from 0.4: four independent reads (seeds 233 to 236)
     * found about half the retrieved grafts clear defects against about one in seven bank clauses, and at 0.5 still
     * "lying on a beach trying to avoid the sun", "riding a motorcycle down a road starting to fly".
     */
    static final double SCENE_FLOOR = 0.6;

    /**
     * Round 10: sentence vectors of each clean phrase's scene WITHOUT its phrase (its remainder, the scene's content),
     * embedded once per stylizer on first use; only phrases said of someone (no thing takes a retrieved phrase).
     */
    private volatile Map<Integer, float[]> contentVectors;

    /** The clean scene contents of someone, embedded on first use. */
    private Map<Integer, float[]> contentVectors() {
        Map<Integer, float[]> v = contentVectors;
        if (v == null) {
            synchronized (this) {
                if (contentVectors == null) {
                    List<Integer> items = new ArrayList<>();
                    List<String> texts = new ArrayList<>();
                    for (int i = 0; i < model.phrases().size(); i++) {
                        PhraseProfile p = model.profiles().get(i);
                        String rest = model.phrases().get(i).remainder();
                        if (p.clean() && p.action().subject().kind().animate() && !rest.isBlank()) {
                            items.add(i);
                            texts.add(rest);
                        }
                    }
                    Map<Integer, float[]> out = new HashMap<>();
                    for (int from = 0; from < texts.size(); from += 256) {
                        List<float[]> vs = embedder.embed(texts.subList(from, Math.min(texts.size(), from + 256)));
                        for (int j = 0; j < vs.size(); j++) {
                            out.put(items.get(from + j), vs.get(j));
                        }
                    }
                    contentVectors = Map.copyOf(out);
                }
                v = contentVectors;
            }
        }
        return v;
    }

    /**
     * How close the scene {@code item} is to the caption whose vector is {@code vector}, for the {@link #SCENE_FLOOR}:
     * the higher of the whole stylized caption's similarity ({@code whole}) and its content's without the phrase
     * (round 10). The phrase's own words ("searching for mermaids", "to meet his lover") pull the whole caption away
     * from any factual one although its scene is the same; the setting the floor guards is in the content.
     */
    double sceneSimilarity(float[] vector, int item, double whole) {
        if (vector == null || generator instanceof LlmGenerator) {
            return whole;
        }
        float[] c = contentVectors().get(item);
        return c == null ? whole : Math.max(whole, cosine(vector, c));
    }

    private static double cosine(float[] a, float[] b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
    }

    /** The fit a graft should reach before the search stops widening: 2 for someone, 1 for a thing. */
    private static int wanted(CaptionSubject subject) {
        return subject.kind().animate() ? 2 : 1;
    }

    /**
     * The fit a retrieved graft for someone must reach before the {@link PhraseBank} is left unused. A caption about
     * a thing always takes a bank clause when the style has a bank: in the strict readings of docs/erg.md, the
     * FlickrStyle phrases a thing could take (purpose or own-subject clauses: "A bike ... to win the race", "A train
     * ... but the poles keep walking") were nearly all defects.
     */
    static final int BANK_FIT = 2;
    /** The fit a bank graft gets: above every retrieved graft, since it is only offered when those do not fit. */
    static final int BANK_GRAFT_FIT = 3;

    /**
     * The {@link PhraseBank} class a caption's scene takes in the target style (its thing's class, gentle humour for
     * war gear), or empty when the style has no bank or the scene takes no clause (romance on a battlefield, any
     * clause on a wreck).
     */
    private Optional<BankClass> bankClass(TaggedCaption tagged, CaptionSubject subject) {
        if (PhraseBank.clauses(model.target()).isEmpty()) {
            return Optional.empty();
        }
        return PhraseBank.classFor(model.target(), bankScene(tagged, subject));
    }

    /** The {@link PhraseBank} class {@code factual}'s scene takes in the target style; empty when none. */
    public Optional<BankClass> bankClassOf(String factual) {
        TaggedCaption tagged = reader.read(factual);
        return bankClass(tagged, CaptionSubject.of(PhraseExtractor.words(tagged.tokens())));
    }

    /** The scene of a caption as the {@link PhraseBank} classes it. */
    BankScene bankScene(TaggedCaption tagged, CaptionSubject subject) {
        return BankScene.read(PhraseExtractor.words(tagged.tokens()), subject, wordNet);
    }

    /**
     * Retrieves scenes for one caption and scores every graft of their phrases; searches wider (64 scenes, then the
     * corpus's most stylish phrases that fit the subject) while no graft is usable, in the style and fitting.
     */
    Candidates candidates(String factual, SceneQuery query) {
        float[] vector = query.text();
        if (factual.isBlank()) {
            throw new IllegalArgumentException("cannot stylize an empty caption");
        }
        TaggedCaption tagged = reader.read(factual);
        CaptionSubject subject = CaptionSubject.of(PhraseExtractor.words(tagged.tokens()));
        // With a bank to fall back on, a thing's retrieval looks for a clause with its own subject (fit 2) only.
        Optional<BankClass> bank = bankClass(tagged, subject);
        boolean hasBank = bank.isPresent();
        int wanted = hasBank ? BANK_FIT : wanted(subject);
        boolean thingForBank = hasBank && !subject.kind().animate();
        int k = model.options().neighbours();
        List<SceneMatch> matches = retrieve(query, k);
        List<GraftRanker.Scored> scored = graftAll(tagged, subject, matches, vector);
        // An endpoint rewrites the few nearest scenes itself: searching wider would multiply its requests, and its
        // rewrite already fits the subject, so the embedded generator's phrase bank is not needed either.
        boolean widen = !(generator instanceof LlmGenerator);
        if (widen && !thingForBank && scored.stream().noneMatch(s -> s.good(wanted))) {
            // Nothing usable reads as the style: look further, among less similar scenes.
            List<SceneMatch> wider = merge(matches, retrieve(query, WIDER_SEARCH));
            List<GraftRanker.Scored> more = graftAll(tagged, subject, wider, vector);
            if (more.stream().anyMatch(s -> s.good(wanted)) || scored.isEmpty()) {
                scored = more;
                matches = wider;
            }
        }
        if (widen && !thingForBank && scored.stream().noneMatch(s -> s.good(wanted))) {
            // Round 9r: the most similar scenes whose subject and action are the caption's, wherever they rank.
            List<SceneMatch> same = sameAction(tagged, subject, vector);
            List<GraftRanker.Scored> more = graftAll(tagged, subject, same, vector);
            if (more.stream().anyMatch(s -> s.good(wanted))) {
                scored = new ArrayList<>(scored);
                scored.addAll(more);
                matches = merge(matches, same);
            }
        }
        if (widen && !thingForBank && scored.stream().noneMatch(s -> s.good(wanted))) {
            // Still nothing: the corpus's most stylish phrases that fit the subject, with their real similarity.
            List<SceneMatch> anchors = anchors(subject).stream()
                    .map(i -> new SceneMatch(i, model.textIndex().similarity(vector, i), RetrievalType.T2T)).toList();
            List<GraftRanker.Scored> more = graftAll(tagged, subject, anchors, vector);
            if (more.stream().anyMatch(s -> s.good(wanted))) {
                scored = new ArrayList<>(scored);
                scored.addAll(more);
                matches = new ArrayList<>(matches);
                matches.addAll(anchors);
            }
        }
        // Round 9r: the bank is always offered beside retrieved grafts (FlickrStyle has no phrase for a plate or a
        // train), so a retrieved phrase chosen twice already (PhraseUsage) yields to a fresh bank clause ("like a
        // fashion girl" after five standing animals). A retrieved graft still at fit 3 passed SceneFit (its scene's
        // subject and action are the caption's), so a refused neighbour no longer demotes it below the bank (round
        // 7a did).
        if (widen && hasBank) {
            scored = new ArrayList<>(scored);
            scored.addAll(bankGrafts(tagged.text(),
                    PhraseBank.clausesFor(model.target(), bankScene(tagged, subject))));
        }
        if (widen && !PhraseBank.clauses(model.target()).isEmpty() && (scored.isEmpty()
                || scored.stream().noneMatch(GraftRanker.Scored::usable)
                        && bankScene(tagged, subject).mood() != BankScene.Mood.GRIM)) {
            // A scene that takes no bank clause and no usable phrase either (round 14's read: "walking about to give
            // support to their camerades", a misspelt phrase on a solemn scene): the output must still differ from the
            // source, so the style's general clauses it is, beside them (the filters and the review show it).
            scored = new ArrayList<>(scored);
            scored.addAll(bankGrafts(tagged.text(), PhraseBank.generalClauses(model.target())));
        }
        if (scored.isEmpty()) {
            throw new IllegalStateException("no style phrase of the " + model.target() + " corpus could be grafted "
                    + "into '" + factual + "'");
        }
        return new Candidates(tagged, subject, matches, scored);
    }

    /** The best of {@code c}'s grafts, phrases chosen often in this run ({@code usage}) penalised. */
    Stylization choose(Candidates c, PhraseUsage usage) {
        int k = model.options().neighbours();
        GraftRanker.Scored best = grammatical(c.tagged().text(), c.scored(), usage);
        List<SceneMatch> matches = c.matches();
        List<RetrievedScene> retrieved = matches.stream().limit(Math.max(k, 1 + indexOf(matches, best)))
                .map(m -> new RetrievedScene(m.item(), model.captions().get(m.item()),
                        model.phrases().get(m.item()).phrase(), m.similarity(), m.type()))
                .toList();
        return new Stylization(c.tagged().text(), best.graft().text(), model.target(), best.graft(), best.scores(),
                retrieved, c.scored().size());
    }

    /**
     * The {@link #ANCHORS} clean phrases fitting {@code subject} best that read most as the target style by
     * themselves (computed once per kind of subject): the last resort when no retrieved scene gives a usable graft.
     */
    private List<Integer> anchors(CaptionSubject subject) {
        return anchors.computeIfAbsent(subject, s -> {
            List<Integer> items = new ArrayList<>();
            for (int i = 0; i < model.phrases().size(); i++) {
                PhraseProfile p = model.profiles().get(i);
                if (p.clean() && p.fit(s) >= wanted(s)) {
                    items.add(i);
                }
            }
            items.sort(java.util.Comparator.comparingInt((Integer i) -> -model.profiles().get(i).fit(s))
                    .thenComparingDouble(i -> -model.profiles().get(i).styleProbability()).thenComparingInt(i -> i));
            return List.copyOf(items.subList(0, Math.min(ANCHORS, items.size())));
        });
    }

    /** How many scenes of the caption's own subject and action {@link #sameAction} gives. */
    static final int SAME_ACTION_SCENES = 16;

    /**
     * The {@link #SAME_ACTION_SCENES} scenes most similar to the caption (at least {@link #SCENE_FLOOR}) whose clean
     * phrase was said of the caption's kind and number of subject doing the same narrower action (round 9r): the
     * nearest scenes are often of another action ("sitting ... to search for bones" came from running dogs).
     */
    private List<SceneMatch> sameAction(TaggedCaption tagged, CaptionSubject subject, float[] vector) {
        return sameAction(tagged, subject, vector, SCENE_FLOOR, SAME_ACTION_SCENES);
    }

    /** As above, scenes at least {@code floor} similar, the {@code limit} most similar. */
    private List<SceneMatch> sameAction(TaggedCaption tagged, CaptionSubject subject, float[] vector, double floor,
            int limit) {
        SceneAction caption = SceneAction.of(PhraseExtractor.words(tagged.tokens()), subject, Integer.MAX_VALUE, false);
        if (!caption.acts() || caption.otherSubject() || !subject.kind().animate()) {
            return List.of();
        }
        List<SceneMatch> out = new ArrayList<>();
        for (int i = 0; i < model.profiles().size(); i++) {
            PhraseProfile p = model.profiles().get(i);
            SceneAction a = p.action();
            if (p.clean() && a.subject().kind() == subject.kind() && a.subject().plural() == subject.plural()
                    && (a.verb().equals(caption.verb()) || a.action().isPresent() && a.action().equals(caption.action()))) {
                double sim = model.textIndex().similarity(vector, i);
                if (sceneSimilarity(vector, i, sim) >= floor) {
                    out.add(new SceneMatch(i, sim, RetrievalType.T2T));
                }
            }
        }
        // Round 10: ranked by the scene similarity the floor reads (content or whole caption, the higher).
        out.sort(java.util.Comparator.comparingDouble((SceneMatch m) -> -sceneSimilarity(vector, m.item(),
                m.similarity())).thenComparingInt(SceneMatch::item));
        return List.copyOf(out.subList(0, Math.min(limit, out.size())));
    }

    /**
     * Why a caption about someone took a bank clause rather than a retrieved phrase ({@code chosen} is its output),
     * read over EVERY stylized scene of its subject's kind, number and action: the stage that stopped the retrieved
     * path (no action, no such scene, all below the similarity floor, every graft refused by a named check, or a
     * fitting graft that lost to the bank on the filters or the rank). Empty for a thing or a retrieved output. For
     * the dev bench's counts; it searches the whole corpus, so it is slow.
     */
    public Optional<String> bankCause(String factual, float[] vector, Stylization chosen) {
        if (chosen.graft().placement() != GraftPlacement.BANK) {
            return Optional.empty();
        }
        TaggedCaption tagged = reader.read(factual);
        List<org.pairlab.text.TaggedToken> words = PhraseExtractor.words(tagged.tokens());
        CaptionSubject subject = CaptionSubject.of(words);
        if (!subject.kind().animate()) {
            return Optional.empty();
        }
        SceneAction last = SceneAction.of(words, subject, Integer.MAX_VALUE, false);
        if (!last.acts()) {
            return Optional.of("the caption says no action");
        }
        if (last.otherSubject()) {
            return Optional.of("the caption's last action is another subject's");
        }
        List<SceneMatch> all = sameAction(tagged, subject, vector, -1.0, Integer.MAX_VALUE);
        if (all.isEmpty()) {
            return Optional.of("no scene of the same kind, number and action");
        }
        List<SceneMatch> near = all.stream()
                .filter(m -> sceneSimilarity(vector, m.item(), m.similarity()) >= SCENE_FLOOR).toList();
        if (near.isEmpty()) {
            return Optional.of("same-action scenes all below the similarity floor");
        }
        List<String> said = EmbeddedGenerator.wordsOf(factual);
        Map<String, Integer> reasons = new java.util.TreeMap<>();
        GraftRanker.Scored bestFit = null;
        for (Graft g : generator.proposals(tagged, near, model)) {
            if (g.text().strip().equalsIgnoreCase(tagged.text()) || g.text().isBlank()) {
                continue;
            }
            double sim = near.stream().filter(m -> m.item() == g.scene()).findFirst().map(SceneMatch::similarity)
                    .orElse(0.0);
            GraftScores s = ranker.score(g.text(), sim);
            PhraseProfile profile = model.profiles().get(g.scene());
            GraftRanker.Scored scored = ranker.scored(g, s, profile, subject);
            Check check = check(tagged, subject, words, last, said, g, s, profile, vector);
            Optional<String> why = !scored.clean() ? Optional.of("phrase not clean")
                    : scored.fit() < BANK_FIT ? Optional.of("fit " + scored.fit())
                    : check.refusal().or(check::demotion);
            if (why.isPresent()) {
                reasons.merge(why.get(), 1, Integer::sum);
            } else if (bestFit == null || GraftRanker.BEST_FIRST.compare(scored, bestFit) < 0) {
                bestFit = scored;
            }
        }
        if (bestFit == null) {
            String top = reasons.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey)
                    .orElse("no graft proposed");
            return Optional.of("refused: " + top);
        }
        GraftScores b = chosen.scores();
        GraftScores r = bestFit.scores();
        String lost = b.styleOk() && !r.styleOk() ? "style filter"
                : b.perplexityOk() && !r.perplexityOk() ? "perplexity filter"
                : GrammarIssue.added(grammar.pairLabIssues(factual), grammar.pairLabIssues(bestFit.graft().text())) > 0
                        ? "grammar" : "rank or usage";
        return Optional.of("fits, lost to the bank on " + lost
                + (near.size() > SAME_ACTION_SCENES ? " (" + near.size() + " scenes >= floor)" : ""));
    }

    /** Both lists, one entry per scene (the more similar), most similar first. */
    static List<SceneMatch> merge(List<SceneMatch> a, List<SceneMatch> b) {
        Map<Integer, SceneMatch> best = new java.util.LinkedHashMap<>();
        for (SceneMatch m : a) {
            best.merge(m.item(), m, (x, y) -> x.similarity() >= y.similarity() ? x : y);
        }
        for (SceneMatch m : b) {
            best.merge(m.item(), m, (x, y) -> x.similarity() >= y.similarity() ? x : y);
        }
        return best.values().stream().sorted(java.util.Comparator.comparingDouble(SceneMatch::similarity).reversed()
                .thenComparingInt(SceneMatch::item)).toList();
    }

    private static int indexOf(List<SceneMatch> matches, GraftRanker.Scored best) {
        for (int i = 0; i < matches.size(); i++) {
            if (matches.get(i).item() == best.graft().scene()) {
                return i;
            }
        }
        return 0;
    }

    /**
     * The best graft that adds no grammar error to the source, among the best {@link #GRAMMAR_CHECKED} (PairLab's
     * agreement, article, doubled-word and subject-verb checks), phrases {@link PhraseUsage#overused} in this run
     * ranked after the fresh ones that pass the same filters, then among the best {@link #GRAMMAR_CHECKED} with
     * overused phrases in their rank place; the best of those when all of them add errors.
     */
    private GraftRanker.Scored grammatical(String source, List<GraftRanker.Scored> given, PhraseUsage usage) {
        // Round 9r: a retrieved phrase chosen twice already fits less than a bank clause of the scene's class, which
        // the perplexity filter would otherwise rank below it ("like a fashion girl" after five standing animals).
        boolean bank = given.stream().anyMatch(s -> s.graft().placement() == GraftPlacement.BANK);
        List<GraftRanker.Scored> scored = !bank ? given : given.stream().map(s -> s.graft().placement()
                != GraftPlacement.BANK && usage.overused(s.graft().phrase()) && s.fit() >= BANK_FIT
                ? new GraftRanker.Scored(s.graft(), s.scores(), s.rank(), BANK_FIT - 1, s.clean()) : s).toList();
        List<GraftRanker.Scored> sorted = scored.stream()
                .sorted(GraftRanker.bestFirst(s -> usage.penalty(s.graft().phrase()),
                        s -> usage.overused(s.graft().phrase()))).toList();
        if (sorted.get(0).graft().placement() == GraftPlacement.BANK) {
            // Bank clauses are grammatical by construction (PhraseBankTest); spread them: the least used of those
            // passing the same filters as the best, then the one whose opening was used least (round 14), best
            // ranked first among equals.
            GraftRanker.Scored top = sorted.get(0);
            return sorted.stream().filter(s -> s.graft().placement() == GraftPlacement.BANK
                    && s.scores().styleOk() == top.scores().styleOk())
                    .min(java.util.Comparator.<GraftRanker.Scored>comparingInt(s -> usage.uses(s.graft().phrase()))
                            .thenComparingInt(s -> usage.frameUses(s.graft().phrase()))).orElse(top);
        }
        List<GrammarIssue> sourceIssues = grammar.pairLabIssues(source);
        // Fresh phrases first; when none of the best of those keeps the grammar, the overused ones still may:
        // variety never lets a grammar error through.
        List<GraftRanker.Scored> repeatsAllowed = scored.stream()
                .sorted(GraftRanker.bestFirst(s -> usage.penalty(s.graft().phrase()))).toList();
        List<GraftRanker.Scored> checked = new ArrayList<>(sorted.subList(0, Math.min(GRAMMAR_CHECKED, sorted.size())));
        checked.addAll(repeatsAllowed.subList(0, Math.min(GRAMMAR_CHECKED, repeatsAllowed.size())));
        for (GraftRanker.Scored s : checked) {
            if (GrammarIssue.added(sourceIssues, grammar.pairLabIssues(s.graft().text())) == 0) {
                return s;
            }
        }
        return repeatsAllowed.get(0);
    }

    /** Each of {@code clauses} (the scene's {@link PhraseBank} class) grafted into {@code source}, scored (similarity 0). */
    private List<GraftRanker.Scored> bankGrafts(String source, List<String> given) {
        List<GraftRanker.Scored> out = new ArrayList<>();
        int target = model.classifier().styles().indexOf(model.target());
        // A "where" clause needs a place before it (round 17: "... marked as one way, where everyone ..."); a scene
        // left with none takes the general clauses.
        boolean place = BankScene.endsOnPlace(source);
        java.util.function.Predicate<String> fitsEnd = c -> place || !c.startsWith("where ");
        List<String> placed = given.stream().filter(fitsEnd).toList();
        if (placed.isEmpty() && !given.isEmpty()) {
            placed = PhraseBank.generalClauses(model.target()).stream().filter(fitsEnd).toList();
        }
        // Round 14's reads: "A group of people ..., like people whose batteries ran out" repeats the caption's own
        // word; such a clause is left out while the scene has others.
        List<String> fresh = placed.stream().filter(c -> !repeatsContent(source, c)).toList();
        List<String> clauses = fresh.isEmpty() ? placed : fresh;
        for (String clause : clauses) {
            Graft g = PhraseBank.graft(source, clause);
            GraftScores s = ranker.score(g.text(), 0.0);
            double rank = ranker.rank(g, s)
                    + GraftRanker.PHRASE_STYLE_WEIGHT * model.classifier().probabilities(clause)[target];
            out.add(new GraftRanker.Scored(g, s, rank, BANK_GRAFT_FIT, true));
        }
        return out;
    }


    private List<GraftRanker.Scored> graftAll(TaggedCaption tagged, CaptionSubject subject, List<SceneMatch> matches,
            float[] vector) {
        List<GraftRanker.Scored> out = new ArrayList<>();
        String source = tagged.text();
        Map<Integer, Double> similarity = new HashMap<>();
        matches.forEach(m -> similarity.put(m.item(), m.similarity()));
        List<org.pairlab.text.TaggedToken> words = PhraseExtractor.words(tagged.tokens());
        List<String> said = EmbeddedGenerator.wordsOf(source);
        // Round 9r: the caption's subject and last action, which a retrieved phrase's scene must share (SceneFit).
        SceneAction last = SceneAction.of(words, subject, Integer.MAX_VALUE, false);
        for (Graft g : generator.proposals(tagged, matches, model)) {
            if (g.text().strip().equalsIgnoreCase(source) || g.text().isBlank()) {
                continue;
            }
            GraftScores s = ranker.score(g.text(), similarity.getOrDefault(g.scene(), 0.0));
            PhraseProfile profile = model.profiles().get(g.scene());
            GraftRanker.Scored scored = ranker.scored(g, s, profile, subject);
            Check check = check(tagged, subject, words, last, said, g, s, profile, vector);
            if (check.refusal().isPresent()) {
                // "riding on a horse like a horse", "skiing downhill skiing down a snowy hill": redundant;
                // "flying kites to kick the ball": a game the scene does not play.
                scored = new GraftRanker.Scored(scored.graft(), scored.scores(), scored.rank(), 0, scored.clean());
            } else if (check.demotion().isPresent() && scored.fit() > 1) {
                // "posing for a photo around the crowd", "playing tennis from a bench ...": a place of another scene
                // fits less than a phrase about the subject itself, and below the phrase bank.
                scored = new GraftRanker.Scored(scored.graft(), scored.scores(), scored.rank(), 1, scored.clean());
            }
            out.add(scored);
        }
        return out;
    }

    /**
     * What the checks say of one retrieved graft: {@code refusal} names the check that refuses it (fit 0),
     * {@code demotion} the one that ranks it below the bank (fit 1), {@code misfit} whether the refusal is
     * {@link GraftFit}'s, {@link SceneFit}'s or the similarity floor's.
     */
    record Check(Optional<String> refusal, Optional<String> demotion) {
    }

    /** Every check of graftAll on one retrieved graft, each refusal named (for the bank-cause counts as well). */
    private Check check(TaggedCaption tagged, CaptionSubject subject, List<org.pairlab.text.TaggedToken> words,
            SceneAction last, List<String> said, Graft g, GraftScores s, PhraseProfile profile, float[] vector) {
        String source = tagged.text();
        Optional<String> refusal = GraftFit.misfit(source, subject, g.phrase(), model.phrases().get(g.scene()))
                .map(r -> "GraftFit: " + r);
        if (refusal.isEmpty()) {
            refusal = sceneMisfit(words, subject, last, said, g, profile).map(r -> "SceneFit: " + r);
        }
        if (refusal.isEmpty() && !(generator instanceof LlmGenerator)
                && sceneSimilarity(vector, g.scene(), s.similarity()) < SCENE_FLOOR) {
            refusal = Optional.of("similarity floor");
        }
        if (refusal.isEmpty()) {
            refusal = repeatsContent(source, g.phrase()) ? Optional.of("repeats a content word")
                    : headsSomewhereWithoutMotion(source, g.phrase()) ? Optional.of("heads somewhere without motion")
                    : bringsOtherGame(source, g.phrase()) ? Optional.of("brings another game")
                    : movesWhatStaysStill(source, g.phrase()) ? Optional.of("moves what stays still")
                    : actsAfterFailing(source, profile) ? Optional.of("acts after failing")
                    : givesChildALover(source, g.phrase()) ? Optional.of("gives a child a lover") : Optional.empty();
        }
        Optional<String> demotion = placesElsewhere(g.phrase()) ? Optional.of("places elsewhere")
                : namesOtherSetting(source, g.phrase()) ? Optional.of("names another setting")
                : competesWithAction(source, g.phrase()) ? Optional.of("competes with the action")
                : dedicatesWithoutDeed(source, g.phrase()) ? Optional.of("dedicates without a deed")
                : outdoorsIndoors(source, g.phrase()) ? Optional.of("outdoors indoors")
                : profile.purpose() && noAction(tagged) ? Optional.of("purpose without action") : Optional.empty();
        return new Check(refusal, demotion);
    }

    /**
     * Why the retrieved graft {@code g} does not fit the caption's subject and action ({@link SceneFit}); empty when
     * it does, and for an endpoint's rewrites (the endpoint fits its rewrite to the caption itself).
     */
    private Optional<String> sceneMisfit(List<org.pairlab.text.TaggedToken> words, CaptionSubject subject,
            SceneAction last, List<String> said, Graft g, PhraseProfile profile) {
        if (generator instanceof LlmGenerator) {
            return Optional.empty();
        }
        // A phrase put after the subject is said of the subject's first action, not its last.
        SceneAction caption = g.placement() == GraftPlacement.AFTER_SUBJECT
                ? SceneAction.of(words, subject, Math.max(0, g.phraseStart()), true) : last;
        return SceneFit.misfit(caption, profile.action(), said, g.phrase(), profile,
                StyleCues.weakOnly(model.target(), g.phrase()));
    }

    /** Whether the phrase repeats a content word (four letters or more, "-ing" and plural "-s" aside) of the caption. */
    static boolean repeatsContent(String caption, String phrase) {
        java.util.Set<String> said = new java.util.HashSet<>();
        for (String w : EmbeddedGenerator.wordsOf(caption)) {
            said.add(stem(w));
        }
        List<String> words = EmbeddedGenerator.wordsOf(phrase);
        for (String w : words) {
            // "watching a television like a cat" after "A cat": short nouns of beings count too.
            boolean being = CaptionSubject.ANIMAL_NOUNS.contains(w) || CaptionSubject.PERSON_NOUNS.contains(w);
            if ((w.length() >= 4 || being) && !REPEATABLE.contains(w) && said.contains(stem(w))) {
                return true;
            }
            // "flying a biplane ... starting to fly": a short verb the caption says as an "-ing" form.
            if (w.length() == 3 && (said.contains(w) || said.contains(w + w.charAt(2)))
                    && EmbeddedGenerator.wordsOf(caption).stream().anyMatch(c -> c.equals(w + "ing")
                            || c.equals(w + w.charAt(2) + "ing"))) {
                return true;
            }
        }
        // "looking at its reflection looking for bones": the same participle twice.
        return !words.isEmpty() && words.get(0).endsWith("ing") && EmbeddedGenerator.wordsOf(caption).contains(words.get(0));
    }

    /**
     * Whether the phrase dedicates the caption to someone ("for his lover", "for their lovers") while the caption does
     * nothing that could be done for someone ("A man sitting in the snow with his snowboard on for his love", "Two
     * women sitting on a bench ... for their lovers"): a bare "for" phrase with no verb needs a deed ({@link #DEEDS}).
     */
    static boolean dedicatesWithoutDeed(String caption, String phrase) {
        List<String> words = EmbeddedGenerator.wordsOf(phrase);
        if (words.isEmpty() || !"for".equals(words.get(0))
                || words.stream().anyMatch(w -> w.endsWith("ing") && w.length() > 4 || "to".equals(w))) {
            return false;
        }
        // The deed must be the caption's last action: "... playing with a soccer ball while people look on for his
        // lover" dedicates the onlookers.
        List<String> said = EmbeddedGenerator.wordsOf(caption);
        int deed = -1;
        int clause = -1;
        for (int i = 0; i < said.size(); i++) {
            deed = DEEDS.contains(said.get(i)) ? i : deed;
            clause = Set.of("while", "as", "when", "who", "that", "where", "and").contains(said.get(i)) ? i : clause;
        }
        return deed < 0 || deed < clause;
    }

    /** Verbs and nouns of captions whose action can be done for someone. */
    private static final java.util.Set<String> DEEDS = java.util.Set.of("waiting", "waits", "cooking", "cooks",
            "making", "makes", "preparing", "prepares", "holding", "holds", "posing", "poses", "dressed", "playing",
            "plays", "performing", "performs", "singing", "sings", "dancing", "dances", "jumping", "jumps",
            "bringing", "brings", "buying", "buys", "picking", "picks", "carrying", "carries", "showing", "shows",
            "doing", "trick", "tricks", "flips", "throwing", "throws", "serving", "serves", "baking", "bakes",
            "cutting", "cuts", "painting", "paints", "building", "builds", "smiling", "smiles", "catching", "catches",
            "racing", "races", "riding", "rides", "surfing", "surfs", "skiing", "skateboarding", "swinging", "hitting");

    /**
     * Whether the phrase is a bare direction ("to his lover", "toward her love", "from lover in the stadium": a
     * preposition of direction and no verb) while the caption says no motion that could head there ("A batter misses
     * the ball to his lover", "People behind a bus to their lovers").
     */
    static boolean headsSomewhereWithoutMotion(String caption, String phrase) {
        List<String> words = EmbeddedGenerator.wordsOf(phrase);
        if (words.size() < 2 || !DIRECTIONS.contains(words.get(0))) {
            return false;
        }
        for (int i = 1; i < words.size(); i++) {
            String w = words.get(i);
            // A verb makes it a clause ("to meet his lover"); "loving" after "his" is an adjective ("towards his
            // loving owner" after "A dog sits" heads nowhere).
            if ("to".equals(w) || w.endsWith("ing") && w.length() > 4 && !NOUN_STARTS.contains(words.get(i - 1))) {
                return false;
            }
        }
        if (DIRECTIONS.contains(words.get(0)) && "to".equals(words.get(0)) && !NOUN_STARTS.contains(words.get(1))) {
            return false; // "to impress his lover": a purpose, not a direction
        }
        return EmbeddedGenerator.wordsOf(caption).stream().noneMatch(w -> moves(w));
    }

    /**
     * Whether the phrase names the gear or aim of a game the caption does not show ("People flying kites to kick the
     * ball for supremacy", "A batter hits a ball to get the goal"): each such word of the phrase needs one of its
     * words in the caption (a word containing it counts: "baseball" for "ball").
     */
    static boolean bringsOtherGame(String caption, String phrase) {
        List<String> said = EmbeddedGenerator.wordsOf(caption);
        for (String w : EmbeddedGenerator.wordsOf(phrase)) {
            java.util.Set<String> licence = GAME_WORDS.get(stem(w));
            if (licence != null && said.stream().noneMatch(c -> licence.stream().anyMatch(c::contains))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the phrase starts with a verb of motion or gives a purpose of leaving ("to fall down", "to take flight")
     * while the caption's subject keeps still ("A zebra staring blankly near a watering hole running through a
     * pond"): the caption says a still verb and no motion.
     */
    static boolean movesWhatStaysStill(String caption, String phrase) {
        List<String> words = EmbeddedGenerator.wordsOf(phrase);
        boolean moving = !words.isEmpty() && words.get(0).endsWith("ing") && (MOTION.contains(stem(words.get(0)))
                || STIRRING.contains(words.get(0)));
        // "standing ... attempting to take flight", "sitting ... trying to reach outer space": an attempt to leave.
        if (words.size() >= 3 && ATTEMPTS.contains(words.get(0)) && "to".equals(words.get(1))) {
            words = words.subList(1, words.size());
        }
        // A purpose of leaving the spot: "posing for a photo to fall down", "standing around to take flight".
        boolean leaving = words.size() >= 2 && "to".equals(words.get(0)) && (LEAVING.contains(words.get(1))
                || words.size() >= 3 && "take".equals(words.get(1)) && "flight".equals(words.get(2))
                || words.contains("space") && "reach".equals(words.get(1)));
        if (!moving && !leaving) {
            return false;
        }
        List<String> said = EmbeddedGenerator.wordsOf(caption);
        return said.stream().anyMatch(w -> STILL.contains(w)) && said.stream().noneMatch(w -> moves(w));
    }

    /**
     * Whether the caption's subject has just failed or fallen ("has fallen down", "missing the ball") and the phrase is
     * about the subject ("... has fallen down to find the secret to the universe", "... fallen down enjoying the love in
     * their life", "missing the ball like a large fish"): only a clause with its own subject fits such a caption (the
     * phrase bank takes the rest).
     */
    static boolean actsAfterFailing(String caption, PhraseProfile profile) {
        return !profile.ownSubject()
                && EmbeddedGenerator.wordsOf(caption).stream().anyMatch(FAILING::contains);
    }

    /** Whether the phrase gives a lover or a date to a caption about a child ("The little baby ... to meet his lover"). */
    static boolean givesChildALover(String caption, String phrase) {
        return EmbeddedGenerator.wordsOf(caption).stream().anyMatch(CHILDREN::contains)
                && EmbeddedGenerator.wordsOf(phrase).stream().anyMatch(ROMANCE::contains);
    }

    private static final java.util.Set<String> CHILDREN = java.util.Set.of("baby", "babies", "toddler", "toddlers",
            "infant", "infants", "child", "children", "kid", "kids");
    private static final java.util.Set<String> ROMANCE = java.util.Set.of("lover", "lovers", "girlfriend",
            "boyfriend", "date", "dating", "wife", "husband", "sweetheart", "crush", "romance", "kiss", "kissing");

    /** Verbs of a subject that has just failed or fallen. */
    private static final java.util.Set<String> FAILING = java.util.Set.of("fallen", "fell", "falls", "falling",
            "missing", "misses", "missed", "crashed", "crashes", "crashing", "tripped", "trips", "tripping", "wiped",
            "wipes", "stumbles", "stumbling", "stumbled", "tumbles", "tumbling");

    /**
     * Whether the phrase opens with a place ("around the crowd", "from a bench dreaming of another time", "in the snow
     * for bones"): a preposition of place and an article; such a place belongs to another scene.
     */
    static boolean placesElsewhere(String phrase) {
        List<String> words = EmbeddedGenerator.wordsOf(phrase);
        return words.size() >= 3 && PLACES.contains(words.get(0)) && java.util.Set.of("a", "an", "the", "some")
                .contains(words.get(1));
    }

    /**
     * Whether the phrase names a setting the caption does not show ("A dog sits on the patio of a home for his lost
     * love in the snow"): a word of {@link #SETTINGS} missing from the caption.
     */
    static boolean namesOtherSetting(String caption, String phrase) {
        java.util.Set<String> said = new java.util.HashSet<>(EmbeddedGenerator.wordsOf(caption));
        return EmbeddedGenerator.wordsOf(phrase).stream().anyMatch(w -> SETTINGS.contains(w) && !said.contains(w)
                && !said.contains(w + "s") && !(w.endsWith("s") && said.contains(w.substring(0, w.length() - 1))));
    }

    /**
     * Whether the phrase opens with a verb of motion while the caption's subject already does something else ("A
     * woman walking past a shop ... running on a track escaping bulls"): two actions at once read as two scenes.
     */
    static boolean competesWithAction(String caption, String phrase) {
        List<String> words = EmbeddedGenerator.wordsOf(phrase);
        if (words.isEmpty() || !words.get(0).endsWith("ing") || !MOTION.contains(stem(words.get(0)))) {
            return false;
        }
        return EmbeddedGenerator.wordsOf(caption).stream().anyMatch(w -> w.endsWith("ing") && w.length() > 4
                && !stem(w).equals(stem(words.get(0))) && !NOT_ACTIONS.contains(w));
    }

    /** -ing words of captions that are no action of the subject. */
    private static final java.util.Set<String> NOT_ACTIONS = java.util.Set.of("building", "buildings", "clothing",
            "ceiling", "evening", "morning", "something", "nothing", "anything", "everything", "wedding", "railing",
            "painting", "parking", "dining", "living", "ring", "king", "sibling", "frosting", "icing", "topping",
            "toppings", "filling", "stuffing", "pudding", "sling", "string", "wing", "wings", "swing", "spring");

    /**
     * Whether the caption shows no action a purpose could follow ("Two people with skis on at the top of a mountain
     * to go back", "Two people wearing skis on a snowy slope to fall down"): no verb but wearing or being dressed.
     */
    static boolean noAction(TaggedCaption tagged) {
        return tagged.tokens().stream().noneMatch(t -> ("VERB".equals(t.pos()) || "AUX".equals(t.pos()))
                && !Set.of("wearing", "dressed", "wears", "with").contains(t.text().toLowerCase(java.util.Locale.ROOT)));
    }

    /**
     * Whether the phrase takes the outdoors into a room ("a person standing in a kitchen ... enjoying the beauty of
     * nature"): an outdoor word in the phrase, a room in the caption.
     */
    static boolean outdoorsIndoors(String caption, String phrase) {
        return EmbeddedGenerator.wordsOf(phrase).stream().anyMatch(OUTDOORS::contains)
                && EmbeddedGenerator.wordsOf(caption).stream().anyMatch(ROOMS::contains);
    }

    private static final Set<String> OUTDOORS = Set.of("nature", "outdoors", "sunset", "sunshine", "sun", "sky",
            "stars", "moonlight", "moon", "beach", "ocean", "sea", "mountains");
    private static final Set<String> ROOMS = Set.of("kitchen", "bathroom", "room", "bedroom", "restaurant", "office",
            "indoors", "store", "shop", "toilet", "sink", "couch", "sofa", "desk", "counter", "living", "hallway",
            "lobby", "classroom");

    /** Outdoor and indoor settings FlickrStyle scenes name. */
    private static final java.util.Set<String> SETTINGS = java.util.Set.of("snow", "beach", "ocean", "sea", "lake",
            "river", "pool", "water", "waves", "sand", "grass", "field", "park", "forest", "woods", "mountain",
            "mountains", "hill", "desert", "street", "road", "city", "stadium", "kitchen", "bathroom", "bedroom",
            "yard", "garden", "jungle", "rain", "mud", "ice", "fountain", "stream", "shore", "shoreline", "playground",
            "track", "trail", "court", "rink", "slope", "slopes");

    private static final java.util.Set<String> PLACES = java.util.Set.of("in", "on", "at", "around", "through",
            "inside", "behind", "near", "under", "from", "across", "along", "into", "onto", "over", "beside",
            "outside", "by", "towards", "toward", "to");

    /** Whether a caption word is a verb of motion ("head" of "resting her head" is not; "heads", "heading" are). */
    private static boolean moves(String w) {
        return MOTION.contains(stem(w)) && !"head".equals(w);
    }

    /** Participles of a struggle or a fall, which a still subject is not doing ("sits ... fighting for supremacy"). */
    private static final java.util.Set<String> STIRRING = java.util.Set.of("fighting", "falling",
            "battling", "wrestling", "escaping", "fleeing");
    /** Words of an attempt before a purpose ("attempting to take flight"). */
    private static final java.util.Set<String> ATTEMPTS = java.util.Set.of("attempting", "trying", "beginning",
            "about", "ready", "preparing");

    /** Verbs of a purpose that leaves the spot. */
    private static final java.util.Set<String> LEAVING = java.util.Set.of("fall", "fly", "flee", "escape", "run",
            "jump", "race", "ride", "leap");

    /** Verbs of captions whose subject keeps still. */
    private static final java.util.Set<String> STILL = java.util.Set.of("staring", "stares", "sitting", "sits", "sit",
            "standing", "stands", "posing", "poses", "parked", "laying", "lying", "lays", "lies", "sleeping", "sleeps",
            "resting", "rests", "waiting", "waits", "leaning", "leans");

    /** A game's gear or aim (stemmed), and the caption words that show that game. */
    private static final Map<String, java.util.Set<String>> GAME_WORDS = Map.ofEntries(
            Map.entry("ball", java.util.Set.of("ball", "tennis", "soccer", "golf", "catch", "kick", "throw", "pitch", "bat")),
            Map.entry("goal", java.util.Set.of("goal", "soccer", "hockey", "football")),
            Map.entry("kite", java.util.Set.of("kite")),
            Map.entry("frisbee", java.util.Set.of("frisbee", "disc")),
            Map.entry("racket", java.util.Set.of("racket", "racquet", "tennis")),
            Map.entry("racquet", java.util.Set.of("racket", "racquet", "tennis")),
            Map.entry("puck", java.util.Set.of("puck", "hockey")),
            Map.entry("touchdown", java.util.Set.of("football")),
            Map.entry("kick", java.util.Set.of("kick", "soccer", "football")),
            Map.entry("homerun", java.util.Set.of("baseball", "bat", "batter")),
            Map.entry("wicket", java.util.Set.of("cricket")));

    private static final java.util.Set<String> DIRECTIONS = java.util.Set.of("to", "toward", "towards", "from");
    private static final java.util.Set<String> NOUN_STARTS = java.util.Set.of("his", "her", "their", "its", "a", "an",
            "the", "my", "your", "our", "lover", "lovers", "love", "home", "school", "work");
    /** Verb stems (as {@link #stem} leaves them) of captions that move their subject somewhere. */
    private static final java.util.Set<String> MOTION = java.util.Set.of("rid", "ride", "rides", "runn", "run", "runs",
            "walk", "walks", "go", "goes", "going", "flie", "head", "heads", "driv", "drive", "drives", "fly", "flies", "fli", "flyi",
            "ski", "skis", "skii", "swimm", "swim", "swims", "surf", "surfs", "jump", "jumps", "mov", "move", "moves",
            "com", "come", "comes", "travel", "travels", "rac", "race", "races", "skat", "skate", "skates", "sail",
            "sails", "return", "returns", "cross", "crosses", "climb", "climbs", "hurry", "rush", "rushes");

    /** Words a phrase may share with its caption: function words and the commonest verbs. */
    private static final java.util.Set<String> REPEATABLE = java.util.Set.of("with", "that", "this", "from", "into",
            "their", "them", "they", "have", "being", "while", "like", "some", "other", "each", "very", "just", "about",
            "over", "onto", "when", "what", "there", "where", "then", "than", "trying", "looking", "going", "getting");

    private static String stem(String w) {
        String s = w;
        if (s.endsWith("ing") && s.length() > 5) {
            s = s.substring(0, s.length() - 3);
        } else if (s.endsWith("s") && s.length() > 4) {
            s = s.substring(0, s.length() - 1);
        }
        return s;
    }
}
