package org.pairlab.metrics;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;

/**
 * Headless evaluation of caption results against reference captions, as the COCO caption toolkit runs it.
 *
 * <p>Reads a COCO captions file ({@code images}, {@code annotations[{image_id, caption}]}) and a COCO results
 * file ({@code [{image_id, caption}]}), tokenizes both sides as the toolkit does (one tokenizer run per side,
 * images in the order of the captions file's {@code images} list) and computes the chosen metrics on the images
 * that have a result. Rules, all tested:
 * <ul>
 *   <li>a result for an image that the captions file does not have is an error naming the image and both files;</li>
 *   <li>two results for one image are an error naming the image (the toolkit needs exactly one per image);</li>
 *   <li>an empty or blank caption is scored as an empty sentence: 0 on every metric, as in the toolkit;</li>
 *   <li>malformed JSON is an error naming the file, line and column;</li>
 *   <li>reference images without a result are not evaluated (the toolkit evaluates the results' images).</li>
 * </ul>
 * Progress goes to a {@link Progress}; interrupting the calling thread cancels with
 * {@link CancellationException}. Thread-safe; the METEOR scorer (WordNet) is created on first use and reused.
 */
public final class CaptionEvaluation {

    /**
     * Captions to evaluate, in the toolkit's image order.
     *
     * @param referencesSource where the references came from (file name), for messages
     * @param resultsSource where the results came from (file name), for messages
     * @param references per image, in toolkit order, its raw reference captions in annotation order
     * @param candidates per image, its raw candidate caption; every key must be in {@code references}
     */
    public record Input(String referencesSource, String resultsSource, Map<Long, List<String>> references,
            Map<Long, String> candidates) {
        /** Order-preserving unmodifiable copies. */
        public Input {
            Map<Long, List<String>> r = new LinkedHashMap<>();
            references.forEach((k, v) -> r.put(k, List.copyOf(v)));
            references = Collections.unmodifiableMap(r);
            candidates = Collections.unmodifiableMap(new LinkedHashMap<>(candidates));
        }

        /** In-memory captions (iteration order of {@code references} is the toolkit's image order). */
        public static Input of(Map<Long, List<String>> references, Map<Long, String> candidates) {
            return new Input("references", "results", references, candidates);
        }
    }

    /**
     * One evaluated image.
     *
     * @param imageId the image
     * @param candidate the raw candidate caption
     * @param references the raw reference captions
     * @param tokenizedCandidate the candidate as the metrics saw it
     * @param scores the per-image value of every key
     */
    public record ImageRow(long imageId, String candidate, List<String> references, String tokenizedCandidate,
            Map<String, Double> scores) {
        /** Copies. */
        public ImageRow {
            references = List.copyOf(references);
            scores = Collections.unmodifiableMap(new LinkedHashMap<>(scores));
        }
    }

    /**
     * The outcome of one evaluation.
     *
     * @param referencesSource the references' source
     * @param resultsSource the results' source
     * @param corpus corpus values keyed by the toolkit's names ({@code Bleu_1}..{@code Bleu_4}, {@code METEOR},
     *     {@code ROUGE_L}, {@code CIDEr}), in the toolkit's order
     * @param images one row per evaluated image, ascending image id
     * @param details per scorer name, its extras (e.g. {@code Bleu} has the toolkit's BLEU counts)
     * @param notes things worth telling the user (skipped images, empty captions, METEOR without paraphrases)
     */
    public record Result(String referencesSource, String resultsSource, Map<String, Double> corpus,
            List<ImageRow> images, Map<String, Map<String, Object>> details, List<String> notes) {
        /** Copies. */
        public Result {
            corpus = Collections.unmodifiableMap(new LinkedHashMap<>(corpus));
            images = List.copyOf(images);
            details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
            notes = List.copyOf(notes);
        }
    }

    private final ObjectMapper mapper = new ObjectMapper();
    private final PtbTokenizer tokenizer = new PtbTokenizer();
    private Meteor meteor;

    /** A service with the toolkit's settings. */
    public CaptionEvaluation() {
    }

    /** Reads and evaluates two files in one step. */
    public Result evaluate(Path references, Path results, Set<CaptionMetric> metrics, Progress progress)
            throws EvaluationException {
        return evaluate(read(references, results), metrics, progress);
    }

    /**
     * Reads a COCO captions file and a COCO results file and checks that they fit together.
     *
     * @throws EvaluationException on unreadable or malformed files, unknown or duplicate result images
     */
    public Input read(Path references, Path results) throws EvaluationException {
        String refName = references.toString();
        String resName = results.toString();
        JsonNode refRoot = readJson(references);
        JsonNode annotations = refRoot.isObject() ? refRoot.get("annotations") : null;
        if (annotations == null || !annotations.isArray()) {
            throw new EvaluationException(refName + ": not a COCO captions file (no \"annotations\" array)");
        }
        Map<Long, List<String>> refs = new LinkedHashMap<>();
        JsonNode images = refRoot.get("images");
        if (images != null && images.isArray()) {
            for (int i = 0; i < images.size(); i++) {
                refs.putIfAbsent(integer(images.get(i), "id", refName, "images[" + i + "]"), new ArrayList<>());
            }
        }
        for (int i = 0; i < annotations.size(); i++) {
            JsonNode a = annotations.get(i);
            String where = "annotations[" + i + "]";
            long id = integer(a, "image_id", refName, where);
            refs.computeIfAbsent(id, k -> new ArrayList<>()).add(text(a, "caption", refName, where));
        }
        JsonNode resRoot = readJson(results);
        if (!resRoot.isArray()) {
            throw new EvaluationException(resName + ": not a COCO results file (expected a JSON array of "
                    + "{\"image_id\", \"caption\"} objects)");
        }
        if (resRoot.isEmpty()) {
            throw new EvaluationException(resName + ": no results to evaluate");
        }
        Map<Long, String> cands = new HashMap<>();
        Map<Long, Integer> firstEntry = new HashMap<>();
        for (int i = 0; i < resRoot.size(); i++) {
            JsonNode r = resRoot.get(i);
            String where = "entry " + i;
            long id = integer(r, "image_id", resName, where);
            String caption = text(r, "caption", resName, where);
            if (!refs.containsKey(id)) {
                throw new EvaluationException(resName + ": image " + id + " (" + where + ") is not in the references "
                        + refName);
            }
            Integer before = firstEntry.putIfAbsent(id, i);
            if (before != null) {
                throw new EvaluationException(resName + ": image " + id + " has more than one result (entries "
                        + before + " and " + i + "); the toolkit scores exactly one caption per image");
            }
            cands.put(id, caption);
        }
        for (Long id : cands.keySet()) {
            if (refs.get(id).isEmpty()) {
                throw new EvaluationException(refName + ": image " + id + " has no reference captions");
            }
        }
        return new Input(refName, resName, refs, cands);
    }

    /**
     * Evaluates {@code input} with the given metrics.
     *
     * @throws EvaluationException if a candidate's image has no references
     * @throws CancellationException if the calling thread is interrupted
     */
    public Result evaluate(Input input, Set<CaptionMetric> metrics, Progress progress) throws EvaluationException {
        Thread caller = Thread.currentThread();
        if (metrics.isEmpty()) {
            throw new EvaluationException("No metric chosen");
        }
        // The toolkit's order: images of the references in their order, restricted to those with a result.
        List<Long> order = new ArrayList<>();
        for (Long id : input.references().keySet()) {
            if (input.candidates().containsKey(id)) {
                order.add(id);
            }
        }
        for (Long id : input.candidates().keySet()) {
            List<String> r = input.references().get(id);
            if (r == null) {
                throw new EvaluationException(input.resultsSource() + ": image " + id + " is not in the references "
                        + input.referencesSource());
            }
            if (r.isEmpty()) {
                throw new EvaluationException(input.referencesSource() + ": image " + id + " has no reference captions");
            }
        }
        double[] weights = stageWeights(metrics);
        Progress overall = new Progress() {
            private double done;

            @Override
            public synchronized void update(double fraction, String stage) {
                // Map each stage's own 0..1 onto its share; never report less than before.
                done = Math.max(done, fraction);
                progress.update(done, stage);
            }
        };
        overall.update(0.0, "tokenizing");
        List<String> refLines = new ArrayList<>();
        List<String> candLines = new ArrayList<>();
        for (Long id : order) {
            refLines.addAll(input.references().get(id));
            candLines.add(input.candidates().get(id));
        }
        List<String> refTokens = tokenizer.tokenizeAll(refLines);
        List<String> candTokens = tokenizer.tokenizeAll(candLines);
        Parallel.checkCancelled(caller);
        List<TokenizedCorpus.Sample> samples = new ArrayList<>(order.size());
        int r = 0;
        int empty = 0;
        for (int i = 0; i < order.size(); i++) {
            int n = input.references().get(order.get(i)).size();
            samples.add(new TokenizedCorpus.Sample(order.get(i), refTokens.subList(r, r + n), candTokens.get(i)));
            r += n;
            if (candTokens.get(i).isEmpty()) {
                empty++;
            }
        }
        TokenizedCorpus corpus = TokenizedCorpus.of(samples);
        double base = weights[0];
        overall.update(base, "tokenized");

        Map<String, Double> corpusValues = new LinkedHashMap<>();
        Map<String, Map<String, Object>> details = new LinkedHashMap<>();
        Map<String, Score> scores = new LinkedHashMap<>();
        int stage = 1;
        for (CaptionMetric m : CaptionMetric.values()) {
            if (!metrics.contains(m)) {
                continue;
            }
            double from = base;
            double share = weights[stage++];
            Progress scaled = (f, s) -> overall.update(from + share * f, s);
            CaptionScorer scorer = m == CaptionMetric.METEOR ? meteor() : m.newScorer();
            Score s = scorer.score(corpus, scaled);
            Parallel.checkCancelled(caller);
            scores.put(m.toolkitName(), s);
            corpusValues.putAll(s.corpus());
            details.put(m.toolkitName(), s.details());
            base += share;
        }
        List<ImageRow> rows = new ArrayList<>(corpus.size());
        for (int i = 0; i < corpus.size(); i++) {
            long id = corpus.imageId(i);
            Map<String, Double> v = new LinkedHashMap<>();
            for (Score s : scores.values()) {
                for (String key : s.keys()) {
                    v.put(key, s.image(key, i));
                }
            }
            rows.add(new ImageRow(id, input.candidates().get(id), input.references().get(id),
                    corpus.samples().get(i).candidate(), v));
        }
        List<String> notes = new ArrayList<>();
        int skipped = 0;
        for (Map.Entry<Long, List<String>> e : input.references().entrySet()) {
            if (!input.candidates().containsKey(e.getKey()) && !e.getValue().isEmpty()) {
                skipped++;
            }
        }
        if (skipped > 0) {
            notes.add(skipped + " reference images have no result and were not evaluated");
        }
        if (empty > 0) {
            notes.add(empty + " candidate captions are empty after tokenization and score 0");
        }
        if (metrics.contains(CaptionMetric.METEOR)) {
            notes.add("METEOR: Meteor 1.5 without its paraphrase module (unavailable); about 0.005 below the "
                    + "toolkit on COCO");
        }
        if (metrics.contains(CaptionMetric.CIDER) && corpus.size() == 1) {
            notes.add("CIDEr on a single image: idf is 1 for every n-gram (the toolkit replaces log(1) by 1)");
        }
        overall.update(1.0, "done");
        return new Result(input.referencesSource(), input.resultsSource(), corpusValues, rows, details, notes);
    }

    private synchronized Meteor meteor() {
        if (meteor == null) {
            meteor = new Meteor();
        }
        return meteor;
    }

    /** Shares of the progress bar: tokenizing first, then each chosen metric by its typical cost. */
    private static double[] stageWeights(Set<CaptionMetric> metrics) {
        List<Double> w = new ArrayList<>();
        w.add(2.0);
        for (CaptionMetric m : CaptionMetric.values()) {
            if (metrics.contains(m)) {
                w.add(switch (m) {
                    case BLEU, ROUGE_L -> 1.0;
                    case CIDER -> 2.0;
                    case METEOR -> 12.0;
                });
            }
        }
        double total = w.stream().mapToDouble(Double::doubleValue).sum();
        double[] out = new double[w.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = w.get(i) / total;
        }
        return out;
    }

    private JsonNode readJson(Path file) throws EvaluationException {
        if (!Files.isRegularFile(file)) {
            throw new EvaluationException(file + ": no such file");
        }
        try {
            return mapper.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            String where = loc == null ? "" : " at line " + loc.getLineNr() + ", column " + loc.getColumnNr();
            String why = e.getOriginalMessage() == null ? "" : ": " + e.getOriginalMessage().lines().findFirst()
                    .orElse("");
            throw new EvaluationException(file + ": malformed JSON" + where + why, e);
        } catch (IOException e) {
            throw new EvaluationException(file + ": cannot read (" + e.getMessage() + ")", e);
        }
    }

    private static long integer(JsonNode node, String field, String file, String where) throws EvaluationException {
        JsonNode v = node == null ? null : node.get(field);
        if (v == null || !v.isIntegralNumber() || !v.canConvertToLong()) {
            throw new EvaluationException(file + ": " + where + ": \"" + field + "\" must be an integer");
        }
        return v.asLong();
    }

    private static String text(JsonNode node, String field, String file, String where) throws EvaluationException {
        JsonNode v = node.get(field);
        if (v == null || !v.isTextual()) {
            throw new EvaluationException(file + ": " + where + ": \"" + field + "\" must be a string");
        }
        return v.asText();
    }

    /** Metrics parsed from a comma-separated list, or all of them for null or blank. */
    public static Set<CaptionMetric> metrics(String list) {
        if (list == null || list.isBlank()) {
            return EnumSet.allOf(CaptionMetric.class);
        }
        return CaptionMetric.parseList(list);
    }
}
