package org.pairlab.metrics;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Diversity of several captions per image (seed 002, section 4.3.1; COS-CVAE's protocol).
 *
 * <p>All inputs are tokenized captions (see {@link PtbTokenizer}); images are taken in ascending id order and
 * image averages are plain means. Formulas, for an image with captions c_1..c_m:
 * <ul>
 *   <li>Uniqueness: distinct captions / m, averaged over images.</li>
 *   <li>Novel: number of distinct captions, over all images, that are not among the training captions.</li>
 *   <li>mBLEU-n: BLEU-n (the toolkit's, one sentence) of each c_i against the other m - 1 captions, averaged
 *       over i and then over images; images with one caption are skipped. Lower is more diverse.</li>
 *   <li>Div-n: distinct n-grams over all m captions / total words of the m captions, averaged over images.</li>
 *   <li>Self-CIDEr (Wang &amp; Chan, CVPR 2019): kernel K with K_ij = K_ji = CIDEr-D(c_i against {c_j}) for
 *       i &lt;= j, singular values s of K (values below 1e-12 of the largest set to 0), r = max sqrt(s) / sum sqrt(s),
 *       score = -log(r) / log(m); 0 when all of K is 0; images with one caption are skipped. CIDEr-D weights come from a fixed document frequency,
 *       as in the authors' code (they use COCO train captions); without one, each image's caption set counts
 *       as one document.</li>
 * </ul>
 */
public final class DiversityMetrics {

    /**
     * All diversity values of one set of captions.
     *
     * @param images images evaluated
     * @param captions captions evaluated
     * @param uniqueness mean share of distinct captions per image
     * @param novel distinct captions not in the training set ({@code -1} when no training set was given)
     * @param mBleu mBLEU-1 .. mBLEU-4
     * @param div1 Div-1
     * @param div2 Div-2
     * @param selfCider Self-CIDEr
     */
    public record Result(int images, int captions, double uniqueness, long novel, List<Double> mBleu, double div1,
            double div2, double selfCider) {
        /** Copies. */
        public Result {
            mBleu = List.copyOf(mBleu);
        }

        /** mBLEU-4, the value papers report as "mBLEU". */
        public double mBleu4() {
            return mBleu.get(3);
        }
    }

    private DiversityMetrics() {
    }

    /**
     * Every diversity value at once.
     *
     * @param candidates per image, its tokenized captions
     * @param trainingCaptions tokenized training captions for "Novel", or null to skip it
     * @param documentFrequency CIDEr-D weights for Self-CIDEr, or null for one document per image's captions
     */
    public static Result evaluate(Map<Long, List<String>> candidates, Set<String> trainingCaptions,
            CiderD.DocumentFrequency documentFrequency) {
        int total = 0;
        for (List<String> c : candidates.values()) {
            total += c.size();
        }
        double[] mb = mBleu(candidates);
        return new Result(candidates.size(), total, uniqueness(candidates),
                trainingCaptions == null ? -1 : novel(candidates, trainingCaptions),
                List.of(mb[0], mb[1], mb[2], mb[3]), divN(candidates, 1), divN(candidates, 2),
                selfCider(candidates, documentFrequency));
    }

    /** Mean over images of distinct captions / captions. */
    public static double uniqueness(Map<Long, List<String>> candidates) {
        double sum = 0;
        int images = 0;
        for (List<String> caps : sorted(candidates).values()) {
            if (!caps.isEmpty()) {
                sum += (double) new HashSet<>(caps).size() / caps.size();
                images++;
            }
        }
        return images == 0 ? 0 : sum / images;
    }

    /** Distinct captions over all images that are not training captions. */
    public static long novel(Map<Long, List<String>> candidates, Set<String> trainingCaptions) {
        Set<String> distinct = new HashSet<>();
        candidates.values().forEach(distinct::addAll);
        return distinct.stream().filter(c -> !trainingCaptions.contains(c)).count();
    }

    /** mBLEU-1..4: each caption against the image's other captions, toolkit BLEU, averaged. */
    public static double[] mBleu(Map<Long, List<String>> candidates) {
        List<TokenizedCorpus.Sample> samples = new ArrayList<>();
        List<Integer> imageOf = new ArrayList<>();
        List<Integer> perImage = new ArrayList<>();
        long id = 0;
        for (List<String> caps : sorted(candidates).values()) {
            if (caps.size() < 2) {
                continue;
            }
            for (int i = 0; i < caps.size(); i++) {
                List<String> others = new ArrayList<>(caps);
                others.remove(i);
                samples.add(new TokenizedCorpus.Sample(id++, others, caps.get(i)));
                imageOf.add(perImage.size());
            }
            perImage.add(caps.size());
        }
        double[] out = new double[4];
        if (samples.isEmpty()) {
            return out;
        }
        Score s = new Bleu().score(TokenizedCorpus.of(samples));
        for (int k = 0; k < 4; k++) {
            double[] sums = new double[perImage.size()];
            for (int j = 0; j < samples.size(); j++) {
                sums[imageOf.get(j)] += s.image("Bleu_" + (k + 1), j);
            }
            double mean = 0;
            for (int im = 0; im < sums.length; im++) {
                mean += sums[im] / perImage.get(im);
            }
            out[k] = mean / sums.length;
        }
        return out;
    }

    /** Div-n: mean over images of distinct n-grams / total words of the image's captions. */
    public static double divN(Map<Long, List<String>> candidates, int n) {
        double sum = 0;
        int images = 0;
        for (List<String> caps : sorted(candidates).values()) {
            Set<String> grams = new HashSet<>();
            int words = 0;
            for (String c : caps) {
                String[] t = TokenizedCorpus.split(c);
                words += t.length;
                for (int i = 0; i + n <= t.length; i++) {
                    grams.add(String.join(" ", java.util.Arrays.copyOfRange(t, i, i + n)));
                }
            }
            if (words > 0) {
                sum += (double) grams.size() / words;
                images++;
            }
        }
        return images == 0 ? 0 : sum / images;
    }

    /** Mean Self-CIDEr over images with at least two captions. */
    public static double selfCider(Map<Long, List<String>> candidates, CiderD.DocumentFrequency documentFrequency) {
        Map<Long, List<String>> byId = sorted(candidates);
        CiderD.DocumentFrequency df = documentFrequency != null ? documentFrequency
                : CiderD.DocumentFrequency.fromReferences(byId.values());
        // All kernel entries of all images are scored as one corpus: sample = (caption i, reference caption j).
        List<TokenizedCorpus.Sample> samples = new ArrayList<>();
        List<int[]> cells = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        long id = 0;
        for (List<String> caps : byId.values()) {
            if (caps.size() < 2) {
                continue;
            }
            int img = sizes.size();
            sizes.add(caps.size());
            for (int i = 0; i < caps.size(); i++) {
                for (int j = i; j < caps.size(); j++) {
                    samples.add(new TokenizedCorpus.Sample(id++, List.of(caps.get(j)), caps.get(i)));
                    cells.add(new int[] {img, i, j});
                }
            }
        }
        if (sizes.isEmpty()) {
            return 0;
        }
        Score s = new CiderD(6.0, df).score(TokenizedCorpus.of(samples));
        double[][][] kernels = new double[sizes.size()][][];
        for (int im = 0; im < sizes.size(); im++) {
            kernels[im] = new double[sizes.get(im)][sizes.get(im)];
        }
        for (int c = 0; c < cells.size(); c++) {
            int[] cell = cells.get(c);
            double v = s.image("CIDEr", c);
            kernels[cell[0]][cell[1]][cell[2]] = v;
            kernels[cell[0]][cell[2]][cell[1]] = v;
        }
        double sum = 0;
        for (double[][] k : kernels) {
            sum += selfCiderOfKernel(k);
        }
        return sum / kernels.length;
    }

    /** Self-CIDEr of one symmetric kernel matrix: -log_m(max sqrt(s) / sum sqrt(s)), s its singular values. */
    static double selfCiderOfKernel(double[][] kernel) {
        int m = kernel.length;
        double[] eig = SymmetricEigen.eigenvalues(kernel);
        double largest = 0;
        for (double e : eig) {
            largest = Math.max(largest, Math.abs(e));
        }
        double max = 0;
        double total = 0;
        for (double e : eig) {
            // Singular values of a symmetric matrix are |eigenvalues|; rounding noise (~1e-15) would survive the
            // square root as ~1e-8, so values below 1e-12 of the largest count as 0.
            double s = Math.abs(e) <= 1e-12 * largest ? 0 : Math.abs(e);
            double root = Math.sqrt(s);
            max = Math.max(max, root);
            total += root;
        }
        if (total == 0) {
            return 0;
        }
        return -Math.log(max / total) / Math.log(m);
    }

    private static Map<Long, List<String>> sorted(Map<Long, List<String>> m) {
        return new TreeMap<>(m);
    }
}
