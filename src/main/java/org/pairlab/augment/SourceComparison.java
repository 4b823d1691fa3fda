package org.pairlab.augment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.lm.CaptionQualityScorer;
import org.pairlab.project.Box;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.text.WordDiff;

/**
 * What review compares a candidate with: for each of its captions, the source caption it was made from (both with
 * their changed words marked), and the boxes it replaced, as they are in the source and in the candidate.
 *
 * @param captions          one pair per candidate caption, in the candidate's order
 * @param sourceReplaced    source boxes the candidate replaced (outlined on the source image)
 * @param candidateReplaced the candidate's boxes at those places, with their new categories (outlined on the candidate)
 */
public record SourceComparison(List<CaptionPair> captions, List<Box> sourceReplaced, List<Box> candidateReplaced) {
    /** A candidate caption beside the source caption it was rewritten from. */
    public record CaptionPair(String source, String candidate, List<WordDiff.Segment> sourceMarks,
                              List<WordDiff.Segment> candidateMarks) {
        /** True when the rewrite changed any word. */
        public boolean changed() {
            return candidateMarks.stream().anyMatch(WordDiff.Segment::changed);
        }
    }

    /** Recipe detail naming the source caption a single-caption rewrite (CutSwap) started from. */
    static final String CAPTION_ID = "caption_id";

    public SourceComparison {
        captions = List.copyOf(captions);
        sourceReplaced = List.copyOf(sourceReplaced);
        candidateReplaced = List.copyOf(candidateReplaced);
    }

    /** Compares a candidate with its source sample's captions and boxes. */
    public static SourceComparison of(Candidate k, List<Caption> sourceCaptions, List<Box> sourceBoxes) {
        List<CaptionPair> pairs = new ArrayList<>();
        for (int i = 0; i < k.captions().size(); i++) {
            String source = sourceCaption(k, sourceCaptions, i);
            String revised = k.captions().get(i);
            pairs.add(new CaptionPair(source, revised, WordDiff.diff(revised, source), WordDiff.diff(source, revised)));
        }
        List<Box> candidateSide = replacedInCandidate(k, sourceBoxes);
        List<Box> sourceSide = new ArrayList<>();
        for (Box b : candidateSide) {
            sourceBoxAt(sourceBoxes, b).ifPresent(s -> {
                if (!sourceSide.contains(s)) {
                    sourceSide.add(s);
                }
            });
        }
        return new SourceComparison(pairs, sourceSide, candidateSide);
    }

    /**
     * The caption candidate caption {@code i} was made from. A method that rewrote one named caption (CutSwap, ERG)
     * records it in its recipe ({@code caption_id}, {@code original_caption}); every other method keeps the source's
     * captions in their order (caption rewrites, image edits, mixing), so caption i came from source caption i.
     */
    static String sourceCaption(Candidate k, List<Caption> sourceCaptions, int i) {
        Map<String, Object> d = k.recipe().details();
        if (k.captions().size() == 1) {
            if (d.get(CAPTION_ID) instanceof Number id) {
                for (Caption c : sourceCaptions) {
                    if (c.id() == id.longValue()) {
                        return c.text();
                    }
                }
            }
            if (d.get(CaptionQualityScorer.ORIGINAL_CAPTION) instanceof String text) {
                return text;
            }
        }
        if (k.captions().size() > 1 || sourceCaptions.size() <= 1) {
            return i < sourceCaptions.size() ? sourceCaptions.get(i).text() : "";
        }
        // One caption with nothing named (a synthesized caption): the source caption it shares the most words with.
        return closest(sourceCaptions, k.captions().get(i));
    }

    private static String closest(List<Caption> sourceCaptions, String revised) {
        String best = "";
        int fewest = Integer.MAX_VALUE;
        for (Caption c : sourceCaptions) {
            int changed = WordDiff.diff(c.text(), revised).stream().filter(WordDiff.Segment::changed)
                    .mapToInt(s -> s.text().length()).sum();
            if (changed < fewest) {
                fewest = changed;
                best = c.text();
            }
        }
        return best;
    }

    /**
     * The candidate boxes a method replaced: those the recipe lists under {@code replaced_boxes}, those whose category
     * differs from the source box of the same id, and new boxes. Boxes only moved by a geometric edit (flip, rotate)
     * are not outlined: every box moves there, so outlining them all would say nothing.
     */
    static List<Box> replacedInCandidate(Candidate k, List<Box> sourceBoxes) {
        Map<Long, Box> byId = new LinkedHashMap<>();
        sourceBoxes.forEach(b -> byId.put(b.id(), b));
        List<Box> out = new ArrayList<>();
        for (Box b : CandidateDiff.replacedBoxes(k.boxes(), k.recipe().details())) {
            addOnce(out, b);
        }
        for (Box b : k.boxes()) {
            Box s = byId.get(b.id());
            if (s == null || !s.category().equals(b.category())) {
                addOnce(out, b);
            }
        }
        return out;
    }

    private static java.util.Optional<Box> sourceBoxAt(List<Box> sourceBoxes, Box b) {
        for (Box s : sourceBoxes) {
            if (s.id() == b.id() && b.id() >= 0 || sameGeometry(s, b)) {
                return java.util.Optional.of(s);
            }
        }
        return java.util.Optional.empty();
    }

    private static void addOnce(List<Box> out, Box b) {
        if (out.stream().noneMatch(x -> sameGeometry(x, b))) {
            out.add(b);
        }
    }

    private static boolean sameGeometry(Box a, Box b) {
        // Half a pixel: boxes that went through JSON or float maths are still the same box.
        return Math.abs(a.x() - b.x()) < 0.5 && Math.abs(a.y() - b.y()) < 0.5 && Math.abs(a.w() - b.w()) < 0.5
                && Math.abs(a.h() - b.h()) < 0.5;
    }
}
