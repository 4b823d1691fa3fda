package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.Rasters;
import org.pairlab.project.Box;
import org.pairlab.project.Caption;
import org.pairlab.project.Candidate;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Recipe;
import org.pairlab.text.LeftRight;

/** Mirrors the image left to right, mirrors its boxes, and swaps "left" and "right" in its captions. */
public final class HorizontalFlip extends TypedAugmenter<FlipParams> {
    public HorizontalFlip() {
        super(FlipParams.class);
    }

    @Override
    public String method() {
        return "flip";
    }

    @Override
    public String displayName() {
        return "Horizontal flip";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(ParameterSpec.flag("swapLeftRight", true,
                "Swap left/right words in captions so they still describe the mirrored image"));
    }

    @Override
    public List<NewCandidate> propose(SourceSample source, FlipParams params, long seed, AugmentContext context) {
        boolean swap = params.swapLeftRight();
        List<String> captions = new ArrayList<>();
        for (Caption c : source.captions()) {
            captions.add(swap ? LeftRight.swap(c.text()) : c.text());
        }
        int w = source.sample().width();
        List<Box> boxes = source.boxes().stream().map(b -> mirror(b, w)).toList();
        Recipe recipe = new Recipe(method(), stored(params), seed, List.of(source.sample().id()), Map.of(),
                Map.of());
        return List.of(new NewCandidate(source.sample().id(), recipe, captions, boxes, w, source.sample().height(), null, null));
    }

    static Box mirror(Box b, int imageWidth) {
        return new Box(b.id(), b.category(), imageWidth - b.x() - b.w(), b.y(), b.w(), b.h(), b.score(), b.source(), b.crowd());
    }

    @Override
    public java.util.Optional<Box> carryBox(Candidate candidate, Box sourceBox) {
        return java.util.Optional.of(mirror(sourceBox, candidate.width()));
    }

    @Override
    protected BufferedImage render(Candidate candidate, FlipParams params, AugmentContext context)
            throws ImageFormatException {
        return Rasters.flipHorizontal(context.image(candidate.sampleId()));
    }
}
