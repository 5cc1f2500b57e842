/* bench/seq/nbody.c: C baseline of nbody.sml (Benchmarks Game n-body,
 * separate double arrays as in the SML version).  Argument: steps.
 * Prints "nbody E0 E1" with E = floor(energy * 1e9). */
#include <math.h>
#include "bench.h"
#define NB 5
static const double PI = 3.141592653589793, DPY = 365.24;
static double x[NB] = {0.0, 4.84143144246472090e+00, 8.34336671824457987e+00, 1.28943695621391310e+01, 1.53796971148509165e+01};
static double y[NB] = {0.0, -1.16032004402742839e+00, 4.12479856412430479e+00, -1.51111514016986312e+01, -2.59193146099879641e+01};
static double z[NB] = {0.0, -1.03622044471123109e-01, -4.03523417114321381e-01, -2.23307578892655734e-01, 1.79258772950371181e-01};
static double vx[NB] = {0.0, 1.66007664274403694e-03, -2.76742510726862411e-03, 2.96460137564761618e-03, 2.68067772490389322e-03};
static double vy[NB] = {0.0, 7.69901118419740425e-03, 4.99852801234917238e-03, 2.37847173959480950e-03, 1.62824170038242295e-03};
static double vz[NB] = {0.0, -6.90460016972063023e-05, 2.30417297573763929e-05, -2.96589568540237556e-05, -9.51592254519715870e-05};
static double mass[NB] = {1.0, 9.54791938424326609e-04, 2.85885980666130812e-04, 4.36624404335156298e-05, 5.15138902046611451e-05};
static double energy(void) {
    double e = 0.0;
    for (int i = 0; i < NB; i++) {
        double m = mass[i];
        e = e + 0.5 * m * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
        for (int j = i + 1; j < NB; j++) {
            double dx = x[i] - x[j], dy = y[i] - y[j], dz = z[i] - z[j];
            e = e - m * mass[j] / sqrt(dx * dx + dy * dy + dz * dz);
        }
    }
    return e;
}
static void advance(double dt) {
    for (int i = 0; i < NB; i++)
        for (int j = i + 1; j < NB; j++) {
            double dx = x[i] - x[j], dy = y[i] - y[j], dz = z[i] - z[j];
            double d2 = dx * dx + dy * dy + dz * dz;
            double mag = dt / (d2 * sqrt(d2));
            double mi = mass[i] * mag, mj = mass[j] * mag;
            vx[i] -= dx * mj; vy[i] -= dy * mj; vz[i] -= dz * mj;
            vx[j] += dx * mi; vy[j] += dy * mi; vz[j] += dz * mi;
        }
    for (int i = 0; i < NB; i++) { x[i] += dt * vx[i]; y[i] += dt * vy[i]; z[i] += dt * vz[i]; }
}
int main(int argc, char **argv) {
    int64_t steps = arg(argc, argv, 0);
    double sm = 4.0 * PI * PI, px = 0, py = 0, pz = 0;
    for (int i = 0; i < NB; i++) { vx[i] *= DPY; vy[i] *= DPY; vz[i] *= DPY; mass[i] *= sm; }
    for (int i = 0; i < NB; i++) { px += vx[i] * mass[i]; py += vy[i] * mass[i]; pz += vz[i] * mass[i]; }
    vx[0] = -px / sm; vy[0] = -py / sm; vz[0] = -pz / sm;
    double e0 = energy();
    for (int64_t k = 0; k < steps; k++) advance(0.01);
    double e1 = energy();
    printf("nbody %lld %lld\n", (long long)floor(e0 * 1e9), (long long)floor(e1 * 1e9));
    return 0;
}
