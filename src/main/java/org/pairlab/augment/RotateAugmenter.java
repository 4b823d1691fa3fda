package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.pairlab.image.ImageFormatException;
import org.pairlab.image.Planes;
import org.pairlab.image.Warp;
import org.pairlab.project.Box;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Recipe;

/**
 * "rotate": a small rotation about the centre by an angle drawn from the seed, on a canvas of the same size.
 * Each box becomes the axis-aligned box around its rotated corners, clipped to the image; boxes rotated
 * wholly out of the image are dropped. Captions are kept (small turns do not change what they say).
 */
public final class RotateAugmenter extends TypedAugmenter<RotateParams> {
    public RotateAugmenter() {
        super(RotateParams.class);
    }

    @Override
    public String method() {
        return "rotate";
    }

    @Override
    public String displayName() {
        return "Small rotation";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(
                ParameterSpec.real("maxAngle", 10, 0.5, 45, "The angle is drawn uniformly from [-max, max] degrees"),
                ParameterSpec.choice("fill", "black", List.of("black", "edge"),
                        "What fills the corners the rotation uncovers: black, or the nearest edge pixel"));
    }

    /** The angle in degrees (counter-clockwise on screen) for a seed. */
    static double angle(RotateParams params, long seed) {
        double max = params.maxAngle();
        return max * (2 * new SplittableRandom(seed).nextDouble() - 1);
    }

    @Override
    public List<NewCandidate> propose(SourceSample source, RotateParams params, long seed, AugmentContext context) {
        int w = source.sample().width();
        int h = source.sample().height();
        double angle = angle(params, seed);
        List<Box> boxes = new ArrayList<>();
        for (Box b : source.boxes()) {
            Box r = rotate(b, angle, w, h);
            if (r != null) {
                boxes.add(r);
            }
        }
        Recipe recipe = new Recipe(method(), stored(params), seed, List.of(source.sample().id()), Map.of(),
                Map.of("angle", angle));
        List<String> captions = source.captions().stream().map(Caption::text).toList();
        return List.of(new NewCandidate(source.sample().id(), recipe, captions, boxes, w, h, null, null));
    }

    /** The enclosing axis-aligned box of the rotated box, clipped to the image; null when nothing is left. */
    static Box rotate(Box b, double degrees, int w, int h) {
        double t = StrictMath.toRadians(degrees);
        double c = StrictMath.cos(t);
        double s = StrictMath.sin(t);
        double cx = w / 2.0;
        double cy = h / 2.0;
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        double[][] corners = {{b.x(), b.y()}, {b.x() + b.w(), b.y()}, {b.x(), b.y() + b.h()}, {b.x() + b.w(), b.y() + b.h()}};
        for (double[] p : corners) {
            double rx = p[0] - cx;
            double ry = p[1] - cy;
            // Forward map, the inverse of Warp.rotation's backward map.
            double x = cx + c * rx + s * ry;
            double y = cy - s * rx + c * ry;
            minX = Math.min(minX, x);
            minY = Math.min(minY, y);
            maxX = Math.max(maxX, x);
            maxY = Math.max(maxY, y);
        }
        minX = Math.max(0, minX);
        minY = Math.max(0, minY);
        maxX = Math.min(w, maxX);
        maxY = Math.min(h, maxY);
        if (maxX <= minX || maxY <= minY) {
            return null;
        }
        return new Box(b.id(), b.category(), minX, minY, maxX - minX, maxY - minY, b.score(), b.source(), b.crowd());
    }

    @Override
    public java.util.Optional<Box> carryBox(Candidate candidate, Box sourceBox) {
        // The angle comes from params and seed, as at proposal, so an edited box turns exactly as the image does.
        double angle = angle(recipeParams(candidate.recipe()), candidate.recipe().seed());
        return java.util.Optional.ofNullable(rotate(sourceBox, angle, candidate.width(), candidate.height()));
    }

    @Override
    protected BufferedImage render(Candidate candidate, RotateParams params, AugmentContext context)
            throws ImageFormatException {
        return apply(context.image(candidate.sampleId()), params, candidate.recipe().seed());
    }

    /** The rotated image for parameters as a form gives them and a seed. */
    public static BufferedImage apply(BufferedImage image, Map<String, Object> params, long seed) {
        return apply(image, new RotateAugmenter().read(params), seed);
    }

    /** The rotated image for the parameters and seed. */
    public static BufferedImage apply(BufferedImage image, RotateParams params, long seed) {
        Planes p = Planes.of(image);
        Warp.Map map = Warp.rotation(p.width(), p.height(), angle(params, seed));
        Warp.Border border = params.fill().equals("edge") ? Warp.Border.CLAMP : Warp.Border.BLACK;
        return Warp.remap(p, map, border).toImage();
    }
}
