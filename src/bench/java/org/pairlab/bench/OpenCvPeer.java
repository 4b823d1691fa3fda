package org.pairlab.bench;

import java.nio.file.Path;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgcodecs.Imgcodecs;
import org.opencv.imgproc.Imgproc;
import org.pairlab.image.Xdog;

/**
 * The peer of {@code bench filters}: PairLab's sketch and XDoG written the way a researcher would in OpenCV (float
 * luma in [0,1], {@code GaussianBlur} with the same sigma and a 3-sigma kernel, replicated edges), one thread,
 * {@code imread} and {@code imencode} with OpenCV's defaults. Every call frees its native buffers.
 */
final class OpenCvPeer {
    private OpenCvPeer() {
    }

    /** Loads OpenCV's natives (whether or not PairLab itself uses them) and keeps every call on its thread. */
    static void load() {
        if (!org.pairlab.image.OpenCv.available()) {
            nu.pattern.OpenCV.loadLocally(); // PairLab runs without OpenCV (-Dpairlab.opencv=false); the peer needs it
        }
        Core.setNumThreads(1);
    }

    /** {@code imread}: the image as 8-bit BGR. */
    static Mat decode(Path file) {
        Mat m = Imgcodecs.imread(file.toString(), Imgcodecs.IMREAD_COLOR);
        if (m.empty()) {
            throw new IllegalStateException("OpenCV cannot read " + file);
        }
        return m;
    }

    /** Luma in [0,1] as floats (BT.601, as PairLab's). */
    private static Mat grey(Mat bgr) {
        Mat f = new Mat();
        bgr.convertTo(f, CvType.CV_32F, 1 / 255.0);
        Mat g = new Mat();
        Imgproc.cvtColor(f, g, Imgproc.COLOR_BGR2GRAY);
        f.release();
        return g;
    }

    private static Mat blur(Mat src, double sigma) {
        int ksize = 2 * Math.max(1, (int) Math.ceil(3 * sigma)) + 1;
        Mat out = new Mat();
        Imgproc.GaussianBlur(src, out, new Size(ksize, ksize), sigma, sigma, Core.BORDER_REPLICATE);
        return out;
    }

    /** Pencil sketch: grey, invert, blur, colour dodge ({@code grey / (1 - blurred)}, at most 1), as 8-bit grey. */
    static Mat sketch(Mat bgr, double sigma) {
        Mat grey = grey(bgr);
        Mat negative = new Mat();
        grey.convertTo(negative, -1, -1, 1);
        Mat blurred = blur(negative, sigma);
        Mat den = new Mat();
        blurred.convertTo(den, -1, -1, 1);
        Mat dodge = new Mat();
        Core.divide(grey, den, dodge);
        // Division by zero gives +inf, which the truncation turns into paper white like PairLab's den <= 0 case.
        Imgproc.threshold(dodge, dodge, 1, 1, Imgproc.THRESH_TRUNC);
        Mat out = new Mat();
        dodge.convertTo(out, CvType.CV_8U, 255);
        release(grey, negative, blurred, den, dodge);
        return out;
    }

    /** XDoG: {@code S = (1 + p) G_sigma - p G_{k sigma}}, then 1 where {@code S >= epsilon}, else {@code 1 + tanh(phi (S - epsilon))}. */
    static Mat xdog(Mat bgr, Xdog.Params p) {
        Mat grey = grey(bgr);
        Mat g1 = blur(grey, p.sigma());
        Mat g2 = blur(grey, p.sigma() * p.k());
        Mat s = new Mat();
        Core.addWeighted(g1, 1 + p.p(), g2, -p.p(), 0, s);
        // 1 + tanh(x) = 2 / (1 + exp(-2x)) with x = phi (S - epsilon)
        Mat t = new Mat();
        s.convertTo(t, -1, -2 * p.phi(), 2 * p.phi() * p.epsilon());
        Core.exp(t, t);
        Core.add(t, new Scalar(1), t);
        Mat soft = new Mat();
        Core.divide(2.0, t, soft);
        Mat paper = new Mat();
        Core.compare(s, new Scalar(p.epsilon()), paper, Core.CMP_GE);
        soft.setTo(new Scalar(1), paper);
        Mat out = new Mat();
        soft.convertTo(out, CvType.CV_8U, 255);
        release(grey, g1, g2, s, t, soft, paper);
        return out;
    }

    /** {@code imencode(".png")} with OpenCV's default settings; the size in bytes. */
    static int png(Mat img) {
        MatOfByte buf = new MatOfByte();
        if (!Imgcodecs.imencode(".png", img, buf)) {
            throw new IllegalStateException("OpenCV's PNG encoder failed");
        }
        int n = (int) buf.total();
        buf.release();
        return n;
    }

    /** The 8-bit grey pixels of a Mat. */
    static byte[] pixels(Mat grey8) {
        byte[] b = new byte[(int) grey8.total()];
        grey8.get(0, 0, b);
        return b;
    }

    static void release(Mat... mats) {
        for (Mat m : mats) {
            m.release();
        }
    }
}
