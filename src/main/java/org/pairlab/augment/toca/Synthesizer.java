package org.pairlab.augment.toca;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.pairlab.lm.LanguageModel;
import org.pairlab.lm.complete.PosClass;
import org.pairlab.lm.grammar.GrammarChecker;

/**
 * ToCa's loop (§3.2): draw a template and words (eq. 8-12), have the completer fill the masks, keep the first
 * proposal per draw that holds every drawn word, is no corpus caption, no caption kept before, and (when a grammar
 * checker is given) has no grammar error; repeat until the count is reached. A fallback completer may follow the
 * first: when the first runs out (a long run of draws brings nothing new, or its draw budget is spent) before the
 * count, the fallback makes the rest from the same draws, and each caption records which completer wrote it. Every
 * stage is bounded (at most {@link #DRAWS_PER_CAPTION} draws per caption asked, at least {@link #MIN_DRAW_BUDGET}),
 * and each proposal is checked once per prompt and grammar-checked once per run, so a run always ends. When the
 * corpus cannot give that many it stops with a {@link SynthesisShortfallException} that says why and carries what
 * was kept.
 */
public final class Synthesizer {
    /** Completed draws in a row with nothing kept before a stage gives up: at least this many ... */
    public static final int MIN_STALL = 3_000;
    /** ... or this many times the count the stage is asked for. */
    public static final int STALL_PER_CAPTION = 3;
    /** Draws one stage may make in all (failed ones included): at least this many ... */
    public static final int MIN_DRAW_BUDGET = 100_000;
    /** ... or this many per caption the stage is asked for. */
    public static final int DRAWS_PER_CAPTION = 100;

    /** Told how far a run is; may throw to cancel it. */
    public interface Progress {
        /** {@code kept} of {@code count} captions after {@code draws} draws. */
        void update(int kept, int count, int draws);
    }

    private static final Pattern WORD_BREAK = Pattern.compile("[^\\p{L}\\p{N}-]+");

    private final TocaCorpus corpus;
    private final PromptSampler sampler;
    /** The completer, then its fallbacks, in order. */
    private final List<TemplateCompleter> completers;
    private final GrammarChecker grammar;
    private final LanguageModel judge;
    private final double overgenerate;

    /** A synthesizer; {@code grammar} may be null (no grammar filter). */
    public Synthesizer(TocaCorpus corpus, PromptSampler sampler, TemplateCompleter completer, GrammarChecker grammar) {
        this(corpus, sampler, List.of(completer), grammar, null, 1);
    }

    private Synthesizer(TocaCorpus corpus, PromptSampler sampler, List<TemplateCompleter> completers,
            GrammarChecker grammar, LanguageModel judge, double overgenerate) {
        this.corpus = corpus;
        this.sampler = sampler;
        this.completers = List.copyOf(completers);
        this.grammar = grammar;
        this.judge = judge;
        this.overgenerate = overgenerate;
    }

    /**
     * This synthesizer making {@code factor} times the count asked for and keeping the most fluent under
     * {@code judge} (highest ln P per token): a small model completes many templates whose drawn words do not go
     * together, and the ranking drops most of them. With a fallback, each stage is ranked on its own.
     */
    public Synthesizer withFluencyRanking(LanguageModel judge, double factor) {
        if (!(factor >= 1)) {
            throw new IllegalArgumentException("over-generation factor must be 1 or more, got " + factor);
        }
        return new Synthesizer(corpus, sampler, completers, grammar, judge, factor);
    }

    /**
     * This synthesizer with {@code fallback} making what the completers before it could not: it gets the same draws
     * of eq. 8-12 (the same sampler and random stream) once they stop bringing new captions.
     */
    public Synthesizer withFallback(TemplateCompleter fallback) {
        List<TemplateCompleter> all = new ArrayList<>(completers);
        all.add(fallback);
        return new Synthesizer(corpus, sampler, all, grammar, judge, overgenerate);
    }

    /** What completes the templates, in words for logs. */
    public String completerDescription() {
        return completers.stream().map(TemplateCompleter::describe).collect(Collectors.joining("; when it runs out, "));
    }

    /** One run's state shared by its stages: what was kept, why the rest was dropped, the verdicts known. */
    private static final class RunState {
        final SplittableRandom random;
        final Set<String> keptKeys = new HashSet<>();
        final Map<DropReason, Integer> dropped = new EnumMap<>(DropReason.class);
        /** Captions as PTB keys: each is tokenized once. */
        final Map<String, String> normalized = new HashMap<>();
        /** Grammar verdicts: a caption proposed again (for another prompt, or again) is checked once. */
        final Map<String, Boolean> grammatical = new HashMap<>();
        final List<String> stageNotes = new ArrayList<>();
        int draws;
        int proposals;
        int batchIndex;

        RunState(long seed) {
            random = new SplittableRandom(seed);
        }
    }

    /** A prompt's proposals and how far down them the synthesizer has ruled them out (a ruled-out one stays out). */
    private static final class Answers {
        final List<String> captions;
        int next;
        /** Why the last caption ruled out was. */
        DropReason last;

        Answers(List<String> captions) {
            this.captions = captions;
        }
    }

    /** {@code count} new captions from a generator seeded with {@code seed}. */
    public SynthesisResult run(int count, long seed, Progress progress) {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1, got " + count);
        }
        long start = System.nanoTime();
        RunState state = new RunState(seed);
        List<SynthesizedCaption> kept = new ArrayList<>();
        for (int s = 0; s < completers.size() && kept.size() < count; s++) {
            int need = count - kept.size();
            int target = judge == null ? need : (int) Math.ceil(need * overgenerate);
            List<SynthesizedCaption> made = runStage(completers.get(s), target, seed, state, progress, kept.size(), count);
            if (judge != null && made.size() > need) {
                int n = made.size();
                made = mostFluent(made, need);
                state.dropped.merge(DropReason.LESS_FLUENT, n - need, Integer::sum);
            }
            kept.addAll(made);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        SynthesisResult result = new SynthesisResult(kept, new SynthesisReport(kept.size(), state.draws,
                state.proposals, state.dropped, seconds, completerDescription()));
        if (kept.size() < count) {
            throw new SynthesisShortfallException(shortfall(count, result, state), result);
        }
        return result;
    }

    /** One completer's stage: up to {@code target} new captions, within its stall rule and draw budget. */
    private List<SynthesizedCaption> runStage(TemplateCompleter completer, int target, long seed, RunState state,
            Progress progress, int keptBefore, int count) {
        List<SynthesizedCaption> made = new ArrayList<>();
        Set<String> prompts = new HashSet<>();
        Map<String, Answers> answered = new HashMap<>();
        int stallLimit = Math.max(MIN_STALL, STALL_PER_CAPTION * target);
        long drawBudget = Math.max((long) MIN_DRAW_BUDGET, (long) DRAWS_PER_CAPTION * target);
        long stageDraws = 0;
        int sinceLastKept = 0;
        while (made.size() < target && sinceLastKept < stallLimit && stageDraws < drawBudget) {
            List<SampledPrompt> batch = new ArrayList<>();
            List<Integer> drawOf = new ArrayList<>();
            List<Boolean> repeated = new ArrayList<>();
            while (batch.size() < completer.batchSize() && sinceLastKept + batch.size() < stallLimit
                    && stageDraws < drawBudget && made.size() < target) {
                Optional<SampledPrompt> p = sampler.draw(state.random);
                int d = state.draws++;
                stageDraws++;
                if (p.isEmpty()) {
                    state.dropped.merge(DropReason.NO_PAIR, 1, Integer::sum);
                    continue;
                }
                boolean again = !prompts.add(p.get().masked());
                if (again && completer.deterministic()) {
                    // The same answers again: walk on down the ones not ruled out yet (each is checked once).
                    Answers known = answered.get(p.get().masked());
                    String caption = known == null ? null : next(known, p.get(), state, completer);
                    if (caption == null) {
                        state.dropped.merge(DropReason.REPEATED_PROMPT, 1, Integer::sum);
                        sinceLastKept++;
                    } else {
                        keep(made, caption, p.get(), d, completer, state);
                        sinceLastKept = 0;
                    }
                    continue;
                }
                batch.add(p.get());
                drawOf.add(d);
                repeated.add(again);
            }
            if (batch.isEmpty()) {
                break;
            }
            List<List<String>> answers = completer.complete(batch, seed + 1_000_003L * state.batchIndex++);
            for (int i = 0; i < batch.size(); i++) {
                SampledPrompt p = batch.get(i);
                List<String> proposed = answers.get(i);
                state.proposals += proposed.size();
                Answers a = new Answers(proposed);
                if (completer.deterministic()) {
                    answered.put(p.masked(), a);
                }
                String caption = made.size() < target ? next(a, p, state, completer) : null;
                if (caption == null) {
                    DropReason why = proposed.isEmpty() && repeated.get(i) ? DropReason.REPEATED_PROMPT
                            : proposed.isEmpty() ? DropReason.NO_COMPLETION : a.last;
                    state.dropped.merge(why == null ? DropReason.NO_COMPLETION : why, 1, Integer::sum);
                    sinceLastKept++;
                } else {
                    keep(made, caption, p, drawOf.get(i), completer, state);
                    sinceLastKept = 0;
                }
            }
            if (progress != null) {
                progress.update(Math.min(keptBefore + Math.min(made.size(), count - keptBefore), count), count,
                        state.draws);
            }
        }
        String end = made.size() >= target ? "made all it was asked"
                : sinceLastKept >= stallLimit ? String.format(Locale.ROOT, "%,d completed draws in a row brought nothing new", stallLimit)
                : String.format(Locale.ROOT, "its budget of %,d draws was spent", drawBudget);
        state.stageNotes.add(String.format(Locale.ROOT, "%s completion made %d of %d (%s, %,d draws)", completer.label(),
                made.size(), target, end, stageDraws));
        return made;
    }

    private void keep(List<SynthesizedCaption> made, String caption, SampledPrompt p, int draw,
            TemplateCompleter completer, RunState state) {
        made.add(new SynthesizedCaption(caption, p.template().toString(), p.wordTexts(), p.masked(), draw,
                completer.label(), completer.sources(caption)));
        state.keptKeys.add(key(caption, state));
        completer.kept(caption);
    }

    /** The next of {@code a}'s captions that passes every filter, moving past the ones that do not; null when none. */
    private String next(Answers a, SampledPrompt p, RunState state, TemplateCompleter completer) {
        while (a.next < a.captions.size()) {
            String caption = a.captions.get(a.next++);
            DropReason why = check(caption, p, state);
            if (why == null) {
                return caption;
            }
            a.last = why;
            if (why != DropReason.MISSING_WORD) {
                completer.ruledOut(caption); // a copy, a duplicate or a grammar error stays one for every prompt
            }
        }
        return null;
    }

    private List<SynthesizedCaption> mostFluent(List<SynthesizedCaption> made, int count) {
        List<Map.Entry<SynthesizedCaption, Double>> scored = new ArrayList<>();
        for (SynthesizedCaption c : made) {
            scored.add(Map.entry(c, judge.scoreCaption(c.caption()).perTokenLogProb()));
        }
        scored.sort(Map.Entry.<SynthesizedCaption, Double>comparingByValue().reversed()
                .thenComparing(e -> e.getKey().draw()));
        List<SynthesizedCaption> best = spread(scored, count);
        best.sort(java.util.Comparator.comparingInt(SynthesizedCaption::draw));
        return best;
    }

    /** Fluency (ln P per token) within which captions count as equally good for {@link #spread}. */
    static final double SPREAD_BAND = 0.1;

    /**
     * The {@code count} best of {@code scored} (most fluent first), but among equally fluent ones (a band of
     * {@link #SPREAD_BAND} below the best left) the one whose most-used word the captions chosen so far mention least:
     * so a few long captions that recombine most (the surfers of the corpus) do not fill the count alone.
     * Deterministic: ties go to the more fluent, then the earlier draw.
     */
    static List<SynthesizedCaption> spread(List<Map.Entry<SynthesizedCaption, Double>> scored, int count) {
        List<SynthesizedCaption> chosen = new ArrayList<>();
        Map<String, Integer> mentions = new HashMap<>();
        int i = 0;
        while (chosen.size() < count && i < scored.size()) {
            int end = i;
            while (end < scored.size() && scored.get(end).getValue() >= scored.get(i).getValue() - SPREAD_BAND) {
                end++;
            }
            List<SynthesizedCaption> band = new ArrayList<>();
            List<Set<String>> bandWords = new ArrayList<>();
            for (int k = i; k < end; k++) {
                band.add(scored.get(k).getKey());
                bandWords.add(contentWords(scored.get(k).getKey().caption()));
            }
            boolean[] taken = new boolean[band.size()];
            for (int left = band.size(); left > 0 && chosen.size() < count; left--) {
                int pick = -1;
                int least = Integer.MAX_VALUE;
                for (int k = 0; k < band.size(); k++) {
                    if (taken[k]) {
                        continue;
                    }
                    int most = 0;
                    for (String w : bandWords.get(k)) {
                        most = Math.max(most, mentions.getOrDefault(w, 0));
                    }
                    if (most < least) {
                        least = most;
                        pick = k;
                    }
                }
                taken[pick] = true;
                chosen.add(band.get(pick));
                bandWords.get(pick).forEach(w -> mentions.merge(w, 1, Integer::sum));
            }
            i = end;
        }
        return chosen;
    }

    /** The words of a caption that say what is in it (letters only, four or more, no common function word). */
    private static Set<String> contentWords(String caption) {
        Set<String> out = new HashSet<>();
        for (String w : WORD_BREAK.split(caption.toLowerCase(Locale.ROOT))) {
            if (w.length() >= 4 && w.chars().allMatch(Character::isLetter) && !FUNCTION_WORDS.contains(w)) {
                out.add(w);
            }
        }
        return out;
    }

    private static final Set<String> FUNCTION_WORDS = Set.of("with", "that", "this", "there", "their", "from", "into",
            "onto", "over", "under", "next", "front", "near", "some", "several", "three", "couple", "while", "other",
            "each", "them", "they", "behind", "beside", "down");

    private String key(String caption, RunState state) {
        return state.normalized.computeIfAbsent(caption, TocaCorpus::normalize);
    }

    private DropReason check(String caption, SampledPrompt prompt, RunState state) {
        if (caption == null || caption.isBlank()) {
            return DropReason.NO_COMPLETION;
        }
        // Whole words: split where no letter, digit or hyphen is (what a word may hold).
        Set<String> tokens = new HashSet<>(java.util.Arrays.asList(WORD_BREAK.split(caption.toLowerCase(Locale.ROOT))));
        for (String w : prompt.wordTexts()) {
            if (!tokens.contains(w)) {
                return DropReason.MISSING_WORD;
            }
        }
        String key = key(caption, state);
        if (corpus.containsNormalized(key)) {
            return DropReason.CORPUS_COPY;
        }
        if (state.keptKeys.contains(key)) {
            return DropReason.DUPLICATE;
        }
        if (singularCouple(caption)) {
            return DropReason.GRAMMAR; // "A couple of dogs is viewing ...": the grammar checker lets it pass
        }
        if (grammar != null && !state.grammatical.computeIfAbsent(caption, c -> grammar.check(c).isEmpty())) {
            return DropReason.GRAMMAR;
        }
        return null;
    }

    /** Whether {@code caption} gives "a couple of" (or "a few of") a singular verb ("A couple of dogs is ..."). */
    static boolean singularCouple(String caption) {
        return COUPLE_IS.matcher(caption).find();
    }

    private static final java.util.regex.Pattern COUPLE_IS = java.util.regex.Pattern.compile(
            "(?i)^(?:there (?:is|was) )?a (?:couple|few) of (?:[a-z-]+ ){1,3}(?:is|was|has|sits|stands)\\b|^there (?:is|was) a (?:couple|few) of ");

    private String shortfall(int count, SynthesisResult result, RunState state) {
        SynthesisReport r = result.report();
        String drops = r.dropped().entrySet().stream().sorted(Map.Entry.<DropReason, Integer>comparingByValue().reversed())
                .map(e -> e.getValue() + " " + e.getKey().label()).collect(Collectors.joining(", "));
        return String.format(Locale.ROOT, "ToCa kept only %d of the %d captions asked for: %s (%d draws in all; "
                + "dropped: %s). The corpus's %d templates and %d lexical words allow at most about %,.0f different "
                + "prompts (eq. 13). Ask for fewer, give a larger corpus or prior pairs (--pairs), lower --tau, or "
                + "complete with an LLM (--llm).", r.kept(), count, String.join("; then ", state.stageNotes), r.draws(),
                drops.isEmpty() ? "none" : drops, corpus.templates().size(), corpus.pairs().wordCount(),
                promptBound(corpus));
    }

    /** Eq. 13's bound on distinct prompts: the sum over templates of the product of their slots' class sizes. */
    public static double promptBound(TocaCorpus corpus) {
        Map<PosClass, Integer> sizes = new EnumMap<>(PosClass.class);
        double total = 0;
        for (TemplateCount t : corpus.templates()) {
            double product = 1;
            for (PosClass c : t.template().slotClasses()) {
                product *= sizes.computeIfAbsent(c, k -> corpus.pairs().words(k).size());
            }
            total += product;
        }
        return total;
    }
}
