package org.pairlab.image;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.DataBufferInt;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * Writes PNG files; neither encoder writes time stamps, so equal pixels give equal bytes. An RGB image whose
 * every pixel is grey (sketch, XDoG) is written as an 8-bit grey PNG: a third of the data to compress, and it reads
 * back to the same RGB pixels. With OpenCV loaded ({@link OpenCv}), opaque RGB and grey images go through its
 * encoder with its default speed settings (zlib level 1, Sub filter, RLE): three to five times faster than ImageIO's
 * adaptive filtering, files about 2% larger; other images (alpha, 16-bit) and the pure-Java fallback use ImageIO.
 */
public final class PngWriter {
    private PngWriter() {
    }

    /** Writes {@code img} as PNG to {@code out}. */
    public static void write(BufferedImage img, OutputStream out) throws IOException {
        BufferedImage png = greyIfAllGrey(img);
        if (OpenCv.available() && encodable(png)) {
            out.write(encodeOpenCv(png));
            return;
        }
        writeImageIo(png, out);
    }

    /**
     * Writes a grey image as an 8-bit grey PNG, straight from its levels (no colour test, no copy to an RGB image):
     * the same bytes as {@link #write(BufferedImage, OutputStream)} of {@link GreyImage#toImage()}.
     */
    public static void write(GreyImage img, OutputStream out) throws IOException {
        out.write(bytes(img));
    }

    /** The bytes {@link #write(BufferedImage, OutputStream)} writes, as one array (candidates kept in memory). */
    public static byte[] bytes(BufferedImage img) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        write(img, out);
        return out.toByteArray();
    }

    /**
     * The bytes {@link #write(GreyImage, OutputStream)} writes, as one array: a grey image made in OpenCV is encoded
     * from its own buffer and its PNG copied to Java once, with no copy of the levels out and back in and no stream
     * between (export keeps candidates' PNGs in memory before writing them).
     */
    public static byte[] bytes(GreyImage img) throws IOException {
        int w = img.width();
        int h = img.height();
        if (OpenCv.available()) {
            Mat own = img.mat();
            if (own != null) {
                return encodeKeeping(own);
            }
            Mat m = new Mat(h, w, CvType.CV_8UC1);
            m.put(0, 0, img.levels());
            return encode(m);
        }
        BufferedImage grey = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_GRAY);
        // Bytes set directly, never drawn (see greyIfAllGrey).
        System.arraycopy(img.levels(), 0, ((DataBufferByte) grey.getRaster().getDataBuffer()).getData(), 0, w * h);
        ByteArrayOutputStream out = new ByteArrayOutputStream(w * h / 2);
        writeImageIo(grey, out);
        return out.toByteArray();
    }

    /** Writes {@code img} as PNG through ImageIO (grey images as grey PNGs): the encoder without OpenCV. */
    public static void writeImageIo(BufferedImage img, OutputStream out) throws IOException {
        if (!ImageIO.write(greyIfAllGrey(img), "png", out)) {
            throw new IOException("no PNG writer available");
        }
    }

    /** Writes {@code img} as PNG to {@code file}. */
    public static void write(BufferedImage img, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            write(img, out);
        }
    }

    /** Whether OpenCV's encoder takes the image as it is: a compact opaque INT_RGB or 8-bit grey raster. */
    private static boolean encodable(BufferedImage img) {
        int n = img.getWidth() * img.getHeight();
        if (img.getRaster().getParent() != null) {
            return false;
        }
        return switch (img.getType()) {
            case BufferedImage.TYPE_INT_RGB -> ((DataBufferInt) img.getRaster().getDataBuffer()).getData().length == n;
            case BufferedImage.TYPE_BYTE_GRAY -> ((DataBufferByte) img.getRaster().getDataBuffer()).getData().length == n;
            default -> false;
        };
    }

    /** PNG bytes of an {@link #encodable} image through OpenCV's {@code imencode}. */
    private static byte[] encodeOpenCv(BufferedImage img) throws IOException {
        int w = img.getWidth();
        int h = img.getHeight();
        Mat m;
        if (img.getType() == BufferedImage.TYPE_BYTE_GRAY) {
            m = new Mat(h, w, CvType.CV_8UC1);
            m.put(0, 0, ((DataBufferByte) img.getRaster().getDataBuffer()).getData());
        } else {
            int[] px = ((DataBufferInt) img.getRaster().getDataBuffer()).getData();
            byte[] bgr = new byte[px.length * 3];
            for (int i = 0, j = 0; i < px.length; i++, j += 3) {
                int c = px[i];
                bgr[j] = (byte) c;
                bgr[j + 1] = (byte) (c >> 8);
                bgr[j + 2] = (byte) (c >> 16);
            }
            m = new Mat(h, w, CvType.CV_8UC3);
            m.put(0, 0, bgr);
        }
        return encode(m);
    }

    /** PNG bytes of an 8-bit Mat through {@code imencode}; releases the Mat. */
    private static byte[] encode(Mat m) throws IOException {
        try {
            return encodeKeeping(m);
        } finally {
            m.release();
        }
    }

    /** PNG bytes of an 8-bit Mat through {@code imencode}; the Mat stays its owner's. */
    private static byte[] encodeKeeping(Mat m) throws IOException {
        MatOfByte buf = new MatOfByte();
        try {
            if (!Imgcodecs.imencode(".png", m, buf)) {
                throw new IOException("OpenCV's PNG encoder refused a " + m.cols() + "x" + m.rows() + " image");
            }
            return buf.toArray();
        } finally {
            buf.release();
        }
    }

    /** A TYPE_BYTE_GRAY copy of an opaque RGB image whose pixels all have r = g = b; else the image itself. */
    static BufferedImage greyIfAllGrey(BufferedImage img) {
        if (img.getType() != BufferedImage.TYPE_INT_RGB || img.getRaster().getParent() != null) {
            return img;
        }
        int[] px = ((DataBufferInt) img.getRaster().getDataBuffer()).getData();
        int n = img.getWidth() * img.getHeight();
        if (px.length != n) {
            return img;
        }
        for (int i = 0; i < n; i++) {
            int c = px[i];
            int b = c & 0xff;
            if (((c >> 8) & 0xff) != b || ((c >> 16) & 0xff) != b) {
                return img;
            }
        }
        BufferedImage grey = new BufferedImage(img.getWidth(), img.getHeight(), BufferedImage.TYPE_BYTE_GRAY);
        // Bytes set directly: drawing into a grey image would pass through Java 2D's linear-grey colour conversion.
        byte[] out = ((DataBufferByte) grey.getRaster().getDataBuffer()).getData();
        for (int i = 0; i < n; i++) {
            out[i] = (byte) px[i];
        }
        return grey;
    }
}
